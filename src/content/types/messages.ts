/* Generated from schemas/ by `npm run gen:types`: edit the schema, not this file. */

/**
 * A text, or one text per plural form when it counts something.
 */
export type Message = (string | PluralMessage) | undefined;

/**
 * One area's Spanish texts of the app (content/messages/<area>.json): toasts, buttons, notices and refusals, each under a stable key that the code asks for (the page of Agenda asks for 'agenda.medicineAdded'). Change the words here; keep the key and the {names} in braces, which the app fills in.
 */
export interface MessagesFile {
  /**
   * This file's schema as a path relative to the file, e.g. ../../schemas/messages.schema.json. Editors use it to complete and check the file as you type; npm run validate:content checks that it names the schema schemas/index.json gives the file.
   */
  $schema?: string;
  /**
   * The area's texts by key. A key is camelCase English and never changes: the code asks for it. Renaming or deleting one the code uses fails npm run validate:content.
   */
  messages: {
    [k: string]: Message | undefined;
  };
}
/**
 * A text that counts something: the app picks the form Intl.PluralRules('es-MX') names for the number ('one' for 1, 'other' for 0, 2, 3…; 'many' for a million and up, falling back to 'other'). {count} is the number in digits.
 */
export interface PluralMessage {
  one: string;
  many?: string;
  other: string;
}
