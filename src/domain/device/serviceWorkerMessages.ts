// Messages between the service worker and the pages it controls. Shared by both sides so the names
// cannot drift apart.

/** The page asks the waiting worker to take over (sent only when the member taps 'Actualizar'). */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

/** The worker asks an open tab to show a path in-app (a tapped reminder), instead of reloading it. */
export interface OpenPathMessage {
  readonly type: 'vita365:open-path';
  readonly path: string;
}

export function openPathMessage(path: string): OpenPathMessage {
  return { type: 'vita365:open-path', path };
}

export function isOpenPathMessage(data: unknown): data is OpenPathMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'vita365:open-path' &&
    typeof (data as { path?: unknown }).path === 'string'
  );
}

export function isSkipWaitingMessage(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === SKIP_WAITING_MESSAGE.type
  );
}
