// The text layer of an iCalendar file (RFC 5545 §3.1–3.3): escaped values, content lines folded at 75
// octets without splitting a character, CRLF line ends, and date-time values.
import type { ZonedParts } from '../format/zonedTime';

export const ICS_LINE_OCTETS = 75;

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/** Splits a content line so that no physical line exceeds 75 octets; continuations start with a space. */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8Length(character.codePointAt(0) ?? 0);
    if (octets + size > ICS_LINE_OCTETS) {
      pieces.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n');
}

/** A property line: NAME;PARAM=value:VALUE (parameter values here never need quoting). */
export function property(
  name: string,
  value: string,
  parameters: Readonly<Record<string, string>> = {},
): string {
  const params = Object.entries(parameters)
    .map(([key, paramValue]) => `;${key}=${paramValue}`)
    .join('');
  return `${name}${params}:${value}`;
}

/** Joins content lines into the file's text: folded, CRLF-terminated. */
export function icsDocument(lines: readonly string[]): string {
  return lines.map((line) => `${foldLine(line)}\r\n`).join('');
}

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

/** A local DATE-TIME value (used with TZID): 20260310T083000. */
export function localDateTimeValue(parts: ZonedParts): string {
  return (
    `${pad(parts.year, 4)}${pad(parts.month)}${pad(parts.day)}` +
    `T${pad(parts.hour)}${pad(parts.minute)}${pad(parts.second)}`
  );
}

/** A UTC DATE-TIME value: 20260310T143000Z. */
export function utcDateTimeValue(instant: number): string {
  const date = new Date(Math.floor(instant / 1000) * 1000);
  return `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
}

/** A UTC-OFFSET value: -0600, +0530. */
export function utcOffsetValue(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  return `${sign}${pad(Math.floor(absolute / 60))}${pad(absolute % 60)}`;
}
