// The words of the agenda's calendar file (domain/agenda/agendaCalendar.ts), from content/messages.
import type { AgendaCalendarWords } from '../../domain/agenda/agendaCalendar';
import { t, tPlural } from '../../content/messages';

export function agendaCalendarWords(): AgendaCalendarWords {
  return {
    medicineSummary: ({ name, dose }) => t('agenda.calendarMedicineSummary', { name, dose }),
    medicineDescription: ({ dose }) => t('agenda.calendarMedicineDescription', { dose }),
    medicineAlarm: ({ name, dose }) => t('agenda.calendarMedicineAlarm', { name, dose }),
    appointmentInHours: (hours, title) =>
      tPlural('agenda.calendarAppointmentInHours', hours, { title }),
    appointmentTomorrow: (time, title) => t('agenda.calendarAppointmentTomorrow', { time, title }),
  };
}
