import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { entryFileName, REPORT_TEXT, reportFileName } from '../../../src/domain/report/reportText';

const terms = readFileSync(new URL('../../../content/legal/terminos.mdx', import.meta.url), 'utf8');

describe('the report’s texts', () => {
  it('print the legal note in the terms’ own words', () => {
    expect(terms).toContain(`## ${REPORT_TEXT.legalTitle}\n`);
    expect(terms).toContain(REPORT_TEXT.legalNote);
    expect(terms).toContain(REPORT_TEXT.emergency);
  });

  it('name the files after the day (and the time, for one entry)', () => {
    expect(reportFileName('2026-11-23')).toBe('vita365-informe-2026-11-23.pdf');
    expect(entryFileName('2026-11-23', '08:30')).toBe('vita365-registro-2026-11-23-0830.pdf');
  });
});
