import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { t } from '../../../src/content/messages';
import { entryFileName, reportFileName } from '../../../src/domain/report/reportText';

const terms = readFileSync(new URL('../../../content/legal/terminos.mdx', import.meta.url), 'utf8');

describe('the report’s texts', () => {
  it('print the legal note in the terms’ own words', () => {
    expect(terms).toContain(`## ${t('report.legalTitle')}\n`);
    expect(terms).toContain(t('report.legalNote'));
    expect(terms).toContain(t('report.emergency'));
  });

  it('name the files after the day (and the time, for one entry)', () => {
    expect(reportFileName('2026-11-23')).toBe('vita365-informe-2026-11-23.pdf');
    expect(entryFileName('2026-11-23', '08:30')).toBe('vita365-registro-2026-11-23-0830.pdf');
  });
});
