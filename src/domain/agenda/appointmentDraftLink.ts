// A link into the agenda that opens the appointment form with a title already written ('Agendar
// consulta' of a triage result, issue 27): /agenda?cita=<title>. The agenda reads it once and clears it.
// The agenda's path comes in from the route table (src/content/routePaths.ts), which the domain may
// not import.

const DRAFT_TITLE_PARAM = 'cita';

export function appointmentDraftPath(agendaPath: string, title: string): string {
  const written = title.trim();
  if (!written) return agendaPath;
  return `${agendaPath}?${new URLSearchParams({ [DRAFT_TITLE_PARAM]: written }).toString()}`;
}

/** The title a link asks for, from a query string (with or without its '?'); undefined for none. */
export function appointmentDraftTitle(search: string): string | undefined {
  const title = new URLSearchParams(search).get(DRAFT_TITLE_PARAM)?.trim();
  return title ? title : undefined;
}
