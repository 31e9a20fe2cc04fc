// scripts/build/messageAreasPlugin.ts: a module that names a key of an area imports that area, on its
// first line; a literal that only looks like a key does not; and every file of content/messages/ is an
// area src/content/messages.ts types.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  areasNamedIn,
  readAreaKeys,
  withAreaImports,
  type AreaKeys,
} from '../../../scripts/build/messageAreasPlugin';

const root = path.resolve(import.meta.dirname, '../../..');
const areas: AreaKeys = new Map([
  ['agenda', new Set(['noMedicines', 'medicineAdded'])],
  ['plan', new Set(['statusActive'])],
]);

describe('the areas a module names', () => {
  it('are those of its quoted keys, in either quote, in the catalogue’s order', () => {
    const code = 't(\'plan.statusActive\'); const key = "agenda.noMedicines";';
    expect(areasNamedIn(code, areas)).toEqual(['agenda', 'plan']);
  });

  it('include an area whose key a template literal builds', () => {
    expect(areasNamedIn('t(`plan.${status}`)', areas)).toEqual(['plan']);
  });

  it('leave out a literal that is no key of the area, or of no area', () => {
    const code = "const file = 'agenda.html'; const other = 'report.title'; // agenda.noMedicines";
    expect(areasNamedIn(code, areas)).toEqual([]);
  });
});

describe('a module with its areas', () => {
  it('gets one import per area on its first line, so its line numbers stay', () => {
    const code =
      "import { t } from './messages';\nexport const text = t('agenda.medicineAdded');\n";
    const changed = withAreaImports(code, areas) ?? '';
    expect(changed.split('\n')).toHaveLength(code.split('\n').length);
    expect(changed.startsWith("import 'virtual:message-area/agenda';import { t }")).toBe(true);
  });

  it('is left as it is when it names no area', () => {
    expect(withAreaImports("export const x = 'agenda.html';\n", areas)).toBeNull();
  });
});

it('every file of content/messages/ is an area that src/content/messages.ts types', () => {
  const catalogue = readFileSync(path.join(root, 'src/content/messages.ts'), 'utf8');
  for (const area of readAreaKeys().keys()) {
    expect(catalogue).toContain(
      `import type ${area}File from '../../content/messages/${area}.json';`,
    );
    expect(catalogue).toContain(`  ${area}: typeof ${area}File;`);
  }
});
