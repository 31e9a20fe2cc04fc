// A page's code could not be fetched (a lazy route chunk failed to load): offline without the service
// worker's copy, a dropped connection, or a chunk gone after a new version. Told apart from a bug in a
// page, so the member reads that the connection failed, not 'Algo salió mal'.
export class PageLoadError extends Error {
  constructor(cause: unknown) {
    super('No se pudo cargar el código de la pantalla', { cause });
    this.name = 'PageLoadError';
  }
}
