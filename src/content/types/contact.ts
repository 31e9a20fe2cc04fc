/* Generated from schemas/ by `npm run gen:types`: edit the schema, not this file. */

/**
 * Phone numbers, links and addresses the app shows or dials (content/contact.json). assistanceLine is dialled by 'Usar' on a coverage service; emergency by the emergency button and triage level A; crisisLine (the national mental-health crisis line) by the triage route crisis/hotline; email and phone are shown in the landing's contact section.
 */
export interface ContactFile {
  /**
   * This file's schema as a path relative to the file, e.g. ../../schemas/triage-test.schema.json. Editors use it to complete and check the file as you type; npm run validate:content checks that it names the schema schemas/index.json gives the file.
   */
  $schema?: string;
  chat: ChatContact;
  assistanceLine: PhoneLine;
  emergency: PhoneLine;
  crisisLine: PhoneLine;
  email: string;
  phone: PhoneLine;
  stores: StoreLinks;
}
export interface ChatContact {
  /**
   * The chat number with the +52 country code, e.g. '+52 55 5555 0100'.
   */
  display: string;
  /**
   * WhatsApp-style link to the same number: https://wa.me/52 followed by the 10 digits. The app adds ?text= with the message.
   */
  link: string;
  /**
   * Pre-filled message of the business plan's button.
   */
  businessMessage: string;
}
export interface PhoneLine {
  label: string;
  /**
   * The number as people read it, e.g. '800 911 2000'.
   */
  display: string;
  /**
   * Digits for the tel: link, with + and country code for non-local numbers.
   */
  tel: string;
}
/**
 * Where the store buttons send the visitor: Android is the default.
 */
export interface StoreLinks {
  android: string;
  ios: string;
}
