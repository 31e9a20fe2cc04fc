// The app's Spanish texts (content/messages/<area>.json), looked up by key: `t('agenda.medicineAdded')`,
// or `tPlural(key, count)` for one that counts. Domain code returns codes; pages turn them into words here, so
// an editor changes a text in one place. Keys are typed from the files, and `npm run validate:content`
// fails on a key the code asks for that a file lacks (scripts/content/checks/messageKeysExist.ts).
import agendaFile from '../../content/messages/agenda.json';
import appFile from '../../content/messages/app.json';
import authFile from '../../content/messages/auth.json';
import backupFile from '../../content/messages/backup.json';
import checkupFile from '../../content/messages/checkup.json';
import coverageFile from '../../content/messages/coverage.json';
import healthFile from '../../content/messages/health.json';
import notificationsFile from '../../content/messages/notifications.json';
import paymentFile from '../../content/messages/payment.json';
import planFile from '../../content/messages/plan.json';
import profileFile from '../../content/messages/profile.json';
import reportFile from '../../content/messages/report.json';
import syncFile from '../../content/messages/sync.json';
import triageFile from '../../content/messages/triage.json';
import vitalsFile from '../../content/messages/vitals.json';
import wellnessFile from '../../content/messages/wellness.json';
import type { MessagesFile, PluralMessage } from './types/messages';

const catalogue = {
  agenda: agendaFile,
  app: appFile,
  auth: authFile,
  backup: backupFile,
  checkup: checkupFile,
  coverage: coverageFile,
  health: healthFile,
  notifications: notificationsFile,
  payment: paymentFile,
  plan: planFile,
  profile: profileFile,
  report: reportFile,
  sync: syncFile,
  triage: triageFile,
  vitals: vitalsFile,
  wellness: wellnessFile,
} satisfies Readonly<Record<string, MessagesFile>>;

type Catalogue = typeof catalogue;
type Area = keyof Catalogue;
type Entries<A extends Area> = Catalogue[A]['messages'];

/** 'area.key' of every text that is a plain string. */
export type MessageKey = {
  [A in Area]: {
    [K in keyof Entries<A> & string]: Entries<A>[K] extends string ? `${A}.${K}` : never;
  }[keyof Entries<A> & string];
}[Area];

/** 'area.key' of every text with plural forms. */
export type PluralKey = {
  [A in Area]: {
    [K in keyof Entries<A> & string]: Entries<A>[K] extends string ? never : `${A}.${K}`;
  }[keyof Entries<A> & string];
}[Area];

export type MessageValues = Readonly<Record<string, string | number>>;

let pluralRules: Intl.PluralRules | undefined;

function entry(key: string): string | PluralMessage {
  const dot = key.indexOf('.');
  const file: MessagesFile | undefined = (catalogue as Readonly<Record<string, MessagesFile>>)[
    key.slice(0, dot)
  ];
  const found = file?.messages[key.slice(dot + 1)];
  if (found === undefined) throw new Error(`content/messages has no text "${key}"`);
  return found;
}

/** Replaces each {name} with its value; an unknown name is left as written, so a typo shows. */
function fill(text: string, values: MessageValues): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}

/** The plural form Spanish uses for `count` ('one' for 1, 'many' for a million and up, else 'other'). */
export function pluralForm(message: PluralMessage, count: number): string {
  pluralRules ??= new Intl.PluralRules('es-MX');
  const form = pluralRules.select(count);
  if (form === 'one') return message.one;
  if (form === 'many' && message.many !== undefined) return message.many;
  return message.other;
}

/** The text under `key`, with its {names} filled from `values`. */
export function t(key: MessageKey, values: MessageValues = {}): string {
  const found = entry(key);
  if (typeof found !== 'string') throw new Error(`content/messages "${key}" needs a count`);
  return fill(found, values);
}

/** The text under `key` in the plural form for `count`, which fills {count}. */
export function tPlural(key: PluralKey, count: number, values: MessageValues = {}): string {
  const found = entry(key);
  if (typeof found === 'string') return fill(found, { ...values, count });
  return fill(pluralForm(found, count), { ...values, count });
}
