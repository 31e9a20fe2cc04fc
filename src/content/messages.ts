// The app's Spanish texts (content/messages/<area>.json), looked up by key: `t('agenda.medicineAdded')`,
// or `tPlural(key, count)` for one that counts. Domain code returns codes; pages turn them into words here, so
// an editor changes a text in one place. Keys are typed from the files, and `npm run validate:content`
// fails on a key the code asks for that a file lacks (scripts/content/checks/messageKeysExist.ts).
import type agendaFile from '../../content/messages/agenda.json';
import type appFile from '../../content/messages/app.json';
import type authFile from '../../content/messages/auth.json';
import type backupFile from '../../content/messages/backup.json';
import type checkupFile from '../../content/messages/checkup.json';
import type coverageFile from '../../content/messages/coverage.json';
import type healthFile from '../../content/messages/health.json';
import type membershipFile from '../../content/messages/membership.json';
import type notificationsFile from '../../content/messages/notifications.json';
import type paymentFile from '../../content/messages/payment.json';
import type planFile from '../../content/messages/plan.json';
import type profileFile from '../../content/messages/profile.json';
import type remindersFile from '../../content/messages/reminders.json';
import type reportFile from '../../content/messages/report.json';
import type storageFile from '../../content/messages/storage.json';
import type syncFile from '../../content/messages/sync.json';
import type triageFile from '../../content/messages/triage.json';
import type vitalsFile from '../../content/messages/vitals.json';
import type wellnessFile from '../../content/messages/wellness.json';
import type { MessagesFile, PluralMessage } from './types/messages';

/**
 * The shape of every area's file, for the keys' types only (`import type`): no file is loaded here. An area's file is
 * put into the catalogue by the module that names one of its keys (scripts/build/messageAreasPlugin.ts
 * adds that module an `import 'virtual:message-area/<area>'`), so a page downloads the texts it shows
 * and not the whole catalogue. Add a new area's file here and in content/messages/.
 */
type Catalogue = {
  agenda: typeof agendaFile;
  app: typeof appFile;
  auth: typeof authFile;
  backup: typeof backupFile;
  checkup: typeof checkupFile;
  coverage: typeof coverageFile;
  health: typeof healthFile;
  membership: typeof membershipFile;
  notifications: typeof notificationsFile;
  payment: typeof paymentFile;
  plan: typeof planFile;
  profile: typeof profileFile;
  reminders: typeof remindersFile;
  report: typeof reportFile;
  storage: typeof storageFile;
  sync: typeof syncFile;
  triage: typeof triageFile;
  vitals: typeof vitalsFile;
  wellness: typeof wellnessFile;
};

type Area = keyof Catalogue;
type Entries<A extends Area> = Catalogue[A]['messages'];

const catalogue: { [A in Area]?: MessagesFile } = {};

/** Puts an area's file into the catalogue (the virtual module of messageAreasPlugin.ts calls it). */
export function registerMessageArea(area: Area, file: MessagesFile): void {
  catalogue[area] = file;
}

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
  const area = key.slice(0, dot);
  const file: MessagesFile | undefined = (catalogue as Readonly<Record<string, MessagesFile>>)[
    area
  ];
  if (file === undefined) {
    throw new Error(
      `the texts of content/messages/${area}.json are not loaded: is the app built with scripts/build/messageAreasPlugin.ts?`,
    );
  }
  const found = file.messages[key.slice(dot + 1)];
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
