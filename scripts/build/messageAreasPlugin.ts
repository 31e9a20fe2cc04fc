// Loads each area of content/messages/ with the code that asks for it, not all of them with the app's
// entry. src/content/messages.ts looks texts up by 'area.key' in the areas registered so far; this
// plugin registers an area in every module that names one of its keys. A module whose code holds a
// literal 'agenda.noMedicines' (a key of content/messages/agenda.json), or a template literal that
// starts `agenda.${…}`, gets `import 'virtual:message-area/agenda';`, a module that puts the area's
// file into the catalogue before the module's own code runs. A key reaches t() only from code whose
// module holds it, so its area is always registered by then; an area that no code on a page names
// is not downloaded there. A literal that merely looks like a key ('agenda.html') is left alone.
//
// The import goes on the module's first line, so no line number moves. The build, the prerender's
// server build and the unit tests (vitest.config.ts extends vite.config.ts) all run through it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const root = path.resolve(import.meta.dirname, '../..');
const messagesDir = path.join(root, 'content/messages');
const catalogueModule = path.join(root, 'src/content/messages.ts');

const VIRTUAL_PREFIX = 'virtual:message-area/';
const RESOLVED_PREFIX = `\0${VIRTUAL_PREFIX}`;

/** Each area (one per file of content/messages/) with the keys of its texts. */
export type AreaKeys = ReadonlyMap<string, ReadonlySet<string>>;

export function readAreaKeys(dir = messagesDir): AreaKeys {
  const areas = new Map<string, ReadonlySet<string>>();
  for (const name of readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()) {
    const file = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as {
      messages?: Record<string, unknown>;
    };
    areas.set(name.slice(0, -'.json'.length), new Set(Object.keys(file.messages ?? {})));
  }
  return areas;
}

/** A quoted 'area.key', or the start of a template literal `area.${…}`. */
const keyLiteral = /['"`]([a-z][A-Za-z0-9]*)\.(\$\{|[A-Za-z0-9]+['"`])/g;

/** The areas whose keys `code` names, in the catalogue's order. */
export function areasNamedIn(code: string, areas: AreaKeys): string[] {
  const named = new Set<string>();
  for (const [, area = '', rest = ''] of code.matchAll(keyLiteral)) {
    const keys = areas.get(area);
    if (keys && (rest === '${' || keys.has(rest.slice(0, -1)))) named.add(area);
  }
  return [...areas.keys()].filter((area) => named.has(area));
}

/** `code` with an import of each area it names on its first line, or null when it names none. */
export function withAreaImports(code: string, areas: AreaKeys): string | null {
  const named = areasNamedIn(code, areas);
  if (named.length === 0) return null;
  return `${named.map((area) => `import '${VIRTUAL_PREFIX}${area}';`).join('')}${code}`;
}

export function messageAreasPlugin(): Plugin {
  let areas = readAreaKeys();
  return {
    name: 'vita365:message-areas',
    enforce: 'pre',
    buildStart() {
      areas = readAreaKeys();
    },
    // The dev server: a key added to a file counts at once for the modules transformed after it.
    watchChange(id) {
      if (path.dirname(id) === messagesDir && id.endsWith('.json')) areas = readAreaKeys();
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const area = id.slice(RESOLVED_PREFIX.length);
      if (!areas.has(area)) throw new Error(`content/messages has no area "${area}"`);
      return [
        `import file from ${JSON.stringify(path.join(messagesDir, `${area}.json`))};`,
        `import { registerMessageArea } from ${JSON.stringify(catalogueModule)};`,
        `registerMessageArea(${JSON.stringify(area)}, file);`,
      ].join('\n');
    },
    transform(code, id) {
      if (id.startsWith('\0') || id.includes('/node_modules/')) return null;
      const file = id.split('?')[0] ?? id;
      if (!/\.tsx?$/.test(file) || file.endsWith('.css.ts') || file === catalogueModule)
        return null;
      const changed = withAreaImports(code, areas);
      return changed === null ? null : { code: changed, map: null };
    },
  };
}
