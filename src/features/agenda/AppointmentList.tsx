import { CalendarClock, MapPin, Pencil, Trash2 } from 'lucide-react';
import { appointmentInstant, appointmentsByTime } from '../../domain/agenda/appointmentTime';
import type { Appointment } from '../../state/appointments';
import { Button } from '../../ui/Button/Button';
import { formatAppointmentDateTime } from '../../domain/agenda/agendaFormat';
import * as styles from './AgendaList.css';
import { EmptyState } from './EmptyState';
import { t } from '../../content/messages';

export interface AppointmentListProps {
  readonly appointments: readonly Appointment[];
  readonly now: number;
  readonly timeZone: string;
  readonly onEdit: (appointment: Appointment) => void;
  readonly onDelete: (appointment: Appointment) => void;
}

/** Upcoming appointments (soonest first), then past ones apart (most recent first). */
export function AppointmentList({
  appointments,
  now,
  timeZone,
  onEdit,
  onDelete,
}: AppointmentListProps) {
  if (appointments.length === 0) {
    return <EmptyState icon={<CalendarClock size={32} />} text={t('agenda.noAppointments')} />;
  }
  const { upcoming, past } = appointmentsByTime(appointments, now, timeZone);
  const rows = (list: readonly Appointment[], isPast: boolean) =>
    list.map((appointment) => (
      <AppointmentRow
        key={appointment.id}
        appointment={appointment}
        timeZone={timeZone}
        past={isPast}
        onEdit={onEdit}
        onDelete={onDelete}
      />
    ));
  return (
    <>
      <section aria-labelledby="citas-proximas" className={styles.group}>
        <h2 id="citas-proximas" className={styles.groupTitle}>
          {t('agenda.upcomingAppointments')}
        </h2>
        {upcoming.length > 0 ? (
          <ul className={styles.list}>{rows(upcoming, false)}</ul>
        ) : (
          <p className={styles.groupEmpty}>{t('agenda.noUpcomingAppointments')}</p>
        )}
      </section>
      {past.length > 0 && (
        <section aria-labelledby="citas-pasadas" className={styles.group}>
          <h2 id="citas-pasadas" className={styles.groupTitle}>
            {t('agenda.pastAppointments')}
          </h2>
          <ul className={styles.list}>{rows(past, true)}</ul>
        </section>
      )}
    </>
  );
}

function AppointmentRow({
  appointment,
  timeZone,
  past,
  onEdit,
  onDelete,
}: {
  readonly appointment: Appointment;
  readonly timeZone: string;
  readonly past: boolean;
  readonly onEdit: (appointment: Appointment) => void;
  readonly onDelete: (appointment: Appointment) => void;
}) {
  const instant = appointmentInstant(appointment, timeZone);
  return (
    <li className={past ? styles.appointmentRowPast : styles.appointmentRow}>
      <div className={styles.body}>
        <h3 className={styles.name}>{appointment.title}</h3>
        <p className={styles.detail}>
          {instant === undefined ? (
            appointment.datetime
          ) : (
            <time dateTime={new Date(instant).toISOString()}>
              {formatAppointmentDateTime(instant, timeZone)}
            </time>
          )}
        </p>
        {appointment.location && (
          <p className={styles.place}>
            <MapPin aria-hidden="true" size={16} className={styles.placeIcon} />
            <span>
              <span className={styles.visuallyHidden}>{t('agenda.placeLabel')} </span>
              {appointment.location}
            </span>
          </p>
        )}
        {appointment.notes && <p className={styles.note}>{appointment.notes}</p>}
      </div>
      <div className={styles.actions}>
        <Button
          tone="ghost"
          size="icon"
          aria-label={t('agenda.editItem', { name: appointment.title })}
          title={t('agenda.edit')}
          onClick={() => onEdit(appointment)}
        >
          <Pencil aria-hidden="true" size={20} />
        </Button>
        <Button
          tone="ghost"
          size="icon"
          aria-label={t('agenda.deleteItem', { name: appointment.title })}
          title={t('agenda.deleteConfirm')}
          onClick={() => onDelete(appointment)}
        >
          <Trash2 aria-hidden="true" size={20} />
        </Button>
      </div>
    </li>
  );
}
