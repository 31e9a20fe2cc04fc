// What a reminder push carries to the phone's service worker (format 1, docs/reminders-push.md), and its
// Spanish words. A locked screen is public: unless the member turned on show_names, a medicine
// reminder reads only 'Es hora de tu medicina' and an appointment names neither title nor place.
import type { ReminderClaim } from './reminderStore.ts';

export const PAYLOAD_VERSION = 1;

export interface NotificationAction {
  readonly action: 'taken' | 'snooze';
  readonly title: string;
}

export interface ReminderPayload {
  readonly v: typeof PAYLOAD_VERSION;
  /** The app's reminder id (src/domain/agenda/reminders.ts): the notification's tag, and what the
   * in-app reminder checks so it does not show again what the push delivered. */
  readonly reminderId: string;
  /** The ledger's occurrence (the reminder id, plus ':snooze:<epoch s>' for a snoozed one). */
  readonly occurrence: string;
  readonly kind: 'medicine' | 'appointment';
  /** The medicine's or appointment's id in the member's data. */
  readonly itemId: string;
  /** The agenda day the reminder is about, on the member's clock ('YYYY-MM-DD'). */
  readonly day: string;
  /** 'HH:MM': the dose's time, or the appointment's start. */
  readonly time: string;
  /** When it became due (ISO 8601). */
  readonly dueAt: string;
  readonly title: string;
  readonly body: string;
  /** Where a tap opens the app: the agenda on that day. */
  readonly url: string;
  /** Buttons of the notification; empty for an appointment. */
  readonly actions: readonly NotificationAction[];
  /** Medicine only: POST {action: 'taken' | 'snooze', token} here to act on the dose. */
  readonly actionUrl?: string;
  readonly actionToken?: string;
  /** Appointment only: which alarm this is, and the start (ISO 8601). */
  readonly alarm?: 'lead' | 'evening' | 'lastCall';
  readonly startsAt?: string;
}

export const MEDICINE_TITLE = 'Es hora de tu medicina';
export const APPOINTMENT_TITLE = 'Recordatorio de cita';
export const MEDICINE_ACTIONS: readonly NotificationAction[] = [
  { action: 'taken', title: 'Ya la tomé' },
  { action: 'snooze', title: 'Recordármelo en 10 min' },
];

/** A push message may hold about 4 KB once encrypted: long names are cut. */
const MAX_TEXT = 120;

const clip = (text: string): string => {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= MAX_TEXT ? clean : `${clean.slice(0, MAX_TEXT - 1)}…`;
};

/** 'medicine:m1:2026-03-10T08:00:snooze:1773151200' → 'medicine:m1:2026-03-10T08:00'. */
export const reminderIdOf = (occurrence: string): string => occurrence.replace(/:snooze:\d+$/, '');

/** 'hoy', 'mañana' or the date, for an appointment seen from the alarm's day. */
function dayWords(startDay: string, alarmDay: string): string {
  if (startDay === alarmDay) return 'hoy';
  const next = new Date(`${alarmDay}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  if (next.toISOString().slice(0, 10) === startDay) return 'mañana';
  const [year, month, day] = startDay.split('-').map(Number) as [number, number, number];
  const months = [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ];
  return `el ${day} de ${months[month - 1]} de ${year}`;
}

/** The member's local day of an instant. */
function localDayOf(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant));
}

function medicineBody(claim: ReminderClaim): string {
  if (claim.show_names && claim.name) {
    const dose = claim.dose ? `: ${clip(claim.dose)}` : '';
    return `${clip(claim.name)}${dose}, a las ${claim.local_time}.`;
  }
  return `Tu dosis de las ${claim.local_time}. Toca para verla en tu agenda.`;
}

function appointmentBody(claim: ReminderClaim): string {
  const when = `${dayWords(claim.local_day, localDayOf(claim.due_at, claim.time_zone))} a las ${claim.local_time}`;
  if (claim.show_names && claim.title) {
    const place = claim.location ? `, en ${clip(claim.location)}` : '';
    return `${clip(claim.title)}: ${when}${place}.`;
  }
  const sentence = `Tienes una cita ${when}.`;
  return `${sentence} Toca para ver los detalles.`;
}

export function reminderPayload(
  claim: ReminderClaim,
  action?: { readonly url: string; readonly token: string },
): ReminderPayload {
  const common = {
    v: PAYLOAD_VERSION,
    reminderId: reminderIdOf(claim.occurrence),
    occurrence: claim.occurrence,
    itemId: claim.item_id,
    day: claim.local_day,
    time: claim.local_time,
    dueAt: new Date(claim.due_at).toISOString(),
    url: `/agenda?dia=${claim.local_day}`,
  } as const;
  if (claim.kind === 'medicine') {
    return {
      ...common,
      kind: 'medicine',
      title: MEDICINE_TITLE,
      body: medicineBody(claim),
      actions: MEDICINE_ACTIONS,
      ...(action ? { actionUrl: action.url, actionToken: action.token } : {}),
    };
  }
  return {
    ...common,
    kind: 'appointment',
    title: APPOINTMENT_TITLE,
    body: appointmentBody(claim),
    actions: [],
    ...(claim.alarm ? { alarm: claim.alarm } : {}),
    ...(claim.starts_at ? { startsAt: new Date(claim.starts_at).toISOString() } : {}),
  };
}
