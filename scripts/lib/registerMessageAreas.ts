// For scripts run by tsx, which the build's message-areas plugin does not see: puts every area of
// content/messages/ into the catalogue of src/content/messages.ts, so app code that says something in
// the catalogue's words (a triage answer's problem) works in `npm run triage` and the content checks.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { registerMessageArea } from '../../src/content/messages.ts';
import type { MessagesFile } from '../../src/content/types/messages.ts';
import { readAreaKeys } from '../build/messageAreasPlugin.ts';

const messagesDir = path.resolve(import.meta.dirname, '../../content/messages');

export function registerMessageAreas(): void {
  for (const area of readAreaKeys(messagesDir).keys()) {
    const file = JSON.parse(
      readFileSync(path.join(messagesDir, `${area}.json`), 'utf8'),
    ) as MessagesFile;
    registerMessageArea(area as Parameters<typeof registerMessageArea>[0], file);
  }
}
