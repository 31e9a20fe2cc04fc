// A link into the agenda that opens the appointment form with a title already written ('Agendar
// consulta' of a triage result, issue 27): /agenda?cita=<title>. The agenda reads it once and clears it.
export const AGENDA_PATH = '/agenda';

const DRAFT_TITLE_PARAM = 'cita';

export function appointmentDraftPath(title: string): string {
  const written = title.trim();
  if (!written) return AGENDA_PATH;
  return `${AGENDA_PATH}?${new URLSearchParams({ [DRAFT_TITLE_PARAM]: written }).toString()}`;
}

/** The title a link asks for, from a query string (with or without its '?'); undefined for none. */
export function appointmentDraftTitle(search: string): string | undefined {
  const title = new URLSearchParams(search).get(DRAFT_TITLE_PARAM)?.trim();
  return title ? title : undefined;
}
