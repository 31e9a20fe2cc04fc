// The agenda's .ics file, offered where a phone cannot get reminders with the app closed (issue 45's
// card): the calendar's own alarms then ring. Same file and words as the export card's.
import { agendaCalendar, calendarEventCount } from '../../domain/agenda/agendaCalendar';
import { agendaFileName } from '../../domain/agenda/agendaExport';
import { t } from '../../content/messages';
import { agendaCalendarWords } from './agendaCalendarWords';
import { appointmentsSlice } from '../../state/appointments';
import { medicinesSlice } from '../../state/medicines';
import { memberTimeZone } from '../../state/memberTimeZone';
import { showToast } from '../../state/toasts';
import { downloadFile } from '../../ui/downloadFile';

export function downloadAgendaCalendar(): void {
  const medicines = medicinesSlice().state.value;
  const appointments = appointmentsSlice().state.value;
  const timeZone = memberTimeZone();
  if (calendarEventCount({ medicines, appointments, timeZone }) === 0) {
    showToast({
      title: t('agenda.nothingToExport'),
      description: t('agenda.nothingToExportDescription'),
    });
    return;
  }
  const now = Date.now();
  const fileName = agendaFileName('ics', now, timeZone);
  downloadFile(
    fileName,
    'text/calendar;charset=utf-8',
    agendaCalendar({ medicines, appointments, now, timeZone }, agendaCalendarWords()),
  );
  showToast({
    title: t('agenda.exported'),
    description: t('agenda.exportedCalendar', { fileName }),
  });
}
