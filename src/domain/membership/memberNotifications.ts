// The header's notifications, derived from the member's real state (never samples): a payment received,
// a payment due soon, a late payment in its grace days, a suspended or cancelled plan, an appointment tomorrow, a medicine not ticked today. The texts
// are templates from content, and the words they are filled with come in from the caller (`words`, from
// content/messages); `now` and the member's zone come in too, so the same state gives the same list.
import type { Appointment } from '../../content/types/storage/appointment';
import type { Medicine } from '../../content/types/storage/medicine';
import type {
  NotificationKind,
  NotificationsFile,
  NotificationTemplate,
} from '../../content/types/notifications';
import { centsOf, dateFormatter, formatMxn } from '../format/format';
import { appointmentInstant } from '../agenda/appointmentTime';
import { isTakenOn } from '../agenda/medicineTaken';
import { daysPastDue, planStatus, SUSPENDED_AFTER_DAYS, type PlanStatusUser } from './planStatus';
import { instantOfDayTime, localDay, nextDay, zonedParts } from '../format/zonedTime';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface MemberNotification {
  /** Stable for one occurrence (the payment, the due date, the appointment, the day's dose). */
  readonly id: string;
  readonly kind: NotificationKind;
  readonly title: string;
  readonly description: string;
}

/** The words a notice is filled with besides the member's data (content/messages/membership.json). */
export interface NotificationWords {
  /** 'hoy'. */
  readonly dueToday: string;
  /** 'mañana'. */
  readonly dueTomorrow: string;
  /** 'en {days} días'. */
  readonly dueInDays: string;
  /** ', en {place}': where an appointment is, after its time. */
  readonly appointmentPlace: string;
}

export interface NotificationsInput {
  readonly user:
    | (PlanStatusUser & {
        readonly user_metadata?: {
          readonly paymentDetails?: {
            readonly paymentId?: unknown;
            readonly totalAmount?: unknown;
          } | null;
        } | null;
      })
    | null
    | undefined;
  readonly appointments: readonly Appointment[];
  readonly medicines: readonly Medicine[];
  readonly now: number;
  readonly timeZone: string;
  readonly content: NotificationsFile;
  readonly words: NotificationWords;
}

/** Replaces each {name} with its value; an unknown name is left as written, so a typo shows. */
export function fillTemplate(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

function notice(
  id: string,
  template: NotificationTemplate,
  values: Readonly<Record<string, string>>,
): MemberNotification {
  return {
    id,
    kind: template.kind,
    title: fillTemplate(template.title, values),
    description: fillTemplate(template.description, values),
  };
}

function longDate(instant: number, timeZone: string): string {
  return dateFormatter('es-MX', { day: 'numeric', month: 'long', timeZone }).format(instant);
}

function clock(instant: number, timeZone: string): string {
  const { hour, minute } = zonedParts(instant, timeZone);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

function mxn(amount: unknown): string {
  const value = typeof amount === 'number' && Number.isFinite(amount) ? amount : 0;
  return formatMxn(centsOf(value));
}

/** 'hoy', 'mañana' or 'en N días', from whole days left. */
export function inDaysText(days: number, words: NotificationWords): string {
  if (days <= 0) return words.dueToday;
  if (days === 1) return words.dueTomorrow;
  return fillTemplate(words.dueInDays, { days: String(days) });
}

function paymentNotifications(input: NotificationsInput): MemberNotification[] {
  const { user, now, timeZone, content } = input;
  const details = user?.user_metadata?.paymentDetails;
  const status = planStatus(user, new Date(now));
  const pastDue = daysPastDue(user, new Date(now));
  if (!details || status.key === 'pending' || pastDue === undefined) return [];
  const dueAt = now - pastDue * DAY_MS;
  const dueKey = new Date(dueAt).toISOString();
  const list: MemberNotification[] = [];
  if (status.key === 'active' && pastDue > 0) {
    list.push(
      notice(`pago-vencido:${dueKey}`, content.templates.planGrace, {
        date: longDate(dueAt, timeZone),
        suspendDate: longDate(dueAt + SUSPENDED_AFTER_DAYS * DAY_MS, timeZone),
      }),
    );
  }
  if (status.key === 'cancelled') {
    list.push(
      notice(`plan-cancelado:${dueKey}`, content.templates.planCancelled, {
        date: longDate(dueAt, timeZone),
      }),
    );
  }
  if (status.key === 'suspended') {
    list.push(
      notice(`plan-suspendido:${dueKey}`, content.templates.planSuspended, {
        date: longDate(dueAt, timeZone),
      }),
    );
  }
  const paidAt = typeof details.paymentDate === 'string' ? Date.parse(details.paymentDate) : NaN;
  if (
    status.key === 'active' &&
    !Number.isNaN(paidAt) &&
    now - paidAt >= 0 &&
    now - paidAt <= content.paymentReceivedForDays * DAY_MS
  ) {
    list.push(
      notice(`pago-recibido:${String(details.paymentId)}`, content.templates.paymentReceived, {
        amount: mxn(details.totalAmount),
        date: longDate(paidAt, timeZone),
        nextDate: longDate(dueAt, timeZone),
      }),
    );
  }
  const daysLeft = Math.ceil(-pastDue);
  if (status.key === 'active' && pastDue <= 0 && daysLeft <= content.paymentDueWithinDays) {
    list.push(
      notice(`pago-por-vencer:${dueKey}`, content.templates.paymentDue, {
        inDays: inDaysText(daysLeft, input.words),
        date: longDate(dueAt, timeZone),
      }),
    );
  }
  return list;
}

function appointmentNotifications(input: NotificationsInput): MemberNotification[] {
  const tomorrow = nextDay(localDay(input.now, input.timeZone));
  return input.appointments.flatMap((appointment) => {
    const startsAt = appointmentInstant(appointment, input.timeZone);
    // Tomorrow starts after now and ends within two days of 25 hours (a clock change): anything else
    // is left out before its day is worked out in the zone, the costly part with a long agenda.
    if (startsAt === undefined || startsAt <= input.now || startsAt > input.now + 3 * DAY_MS) {
      return [];
    }
    if (localDay(startsAt, input.timeZone) !== tomorrow) return [];
    const location = appointment.location?.trim();
    return [
      notice(
        `cita-manana:${appointment.id}:${new Date(startsAt).toISOString()}`,
        input.content.templates.appointmentTomorrow,
        {
          title: appointment.title,
          time: clock(startsAt, input.timeZone),
          place: location ? fillTemplate(input.words.appointmentPlace, { place: location }) : '',
        },
      ),
    ];
  });
}

function medicineNotifications(input: NotificationsInput): MemberNotification[] {
  const today = localDay(input.now, input.timeZone);
  return input.medicines.flatMap((medicine) => {
    const at = instantOfDayTime(today, medicine.time, input.timeZone);
    if (at === undefined || at > input.now || isTakenOn(medicine, today)) return [];
    return [
      notice(
        `medicina-pendiente:${medicine.id}:${today}`,
        input.content.templates.medicineNotTaken,
        {
          name: medicine.name,
          dose: medicine.dose,
          time: medicine.time,
        },
      ),
    ];
  });
}

/** Every notification that is true now: the plan's first, then appointments, then medicines. */
export function memberNotifications(input: NotificationsInput): MemberNotification[] {
  return [
    ...paymentNotifications(input),
    ...appointmentNotifications(input),
    ...medicineNotifications(input),
  ];
}

/** Whether any of the notifications has not been read. */
export function hasUnreadNotifications(
  list: readonly MemberNotification[],
  read: ReadonlySet<string>,
): boolean {
  return list.some((item) => !read.has(item.id));
}
