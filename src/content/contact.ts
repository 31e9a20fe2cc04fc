// Typed access to phone numbers and links (content/contact.json), checked at build time, with the
// two links the app builds from them.
import contactFile from '../../content/contact.json';
import type { ContactFile, PhoneLine } from './types/contact';

export type { ContactFile, PhoneLine };

export const contact: ContactFile = contactFile as ContactFile;

/** A tel: link that opens the phone's dialer on the line's number. */
export function telHref(line: PhoneLine): string {
  return `tel:${line.tel}`;
}

/** The chat link with the business-plan message already typed in. */
export function businessChatHref(): string {
  return `${contact.chat.link}?text=${encodeURIComponent(contact.chat.businessMessage)}`;
}
