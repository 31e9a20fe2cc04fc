import { describe, expect, it } from 'vitest';
import type { ReportRecord } from '../../../../src/domain/report/reportRecords';
import { t } from '../../../../src/content/messages';
import { entryPdf, reportPdf } from '../../../../src/features/checkup/report/reportPdf';
import { pdfContent } from '../../../support/pdfText';
import { chestPain, crisis, sources } from '../../../support/reportFixtures';

const A4_POINTS = [0, 0, 595.28, 841.89];

const firstBytes = (bytes: ArrayBuffer): string =>
  new TextDecoder('latin1').decode(new Uint8Array(bytes, 0, 5));

const squash = (text: string): string => text.replace(/\s+/g, ' ');

describe('the report PDF, read back as text', () => {
  it('holds the member, a reading with its classification, a test level in words and the legal note', async () => {
    const file = reportPdf(sources, 'all');
    expect(file.fileName).toBe('vita365-informe-2026-11-23.pdf');
    expect(firstBytes(file.bytes)).toBe('%PDF-');

    const { pages, info } = await pdfContent(file.bytes);
    const text = pages.map((page) => page.text).join(' ');
    expect(text).toContain('Informe de salud');
    expect(text).toContain('Ana López García');
    expect(text).toContain('VITA-7C1E3A52');
    expect(text).toContain(
      'Todo el historial: del 1 de septiembre de 2026 al 23 de noviembre de 2026',
    );
    expect(text).toMatch(/20 nov 2026 09:05 185\/95 80 97 Alerta: Crisis Hipertensiva/);
    expect(text).toMatch(/10 nov 2026 08:15 70 22\.9 Peso normal/);
    expect(text).toMatch(/21 nov 2026 07:10 7 h 5 min 90 de 100 12 % Excelente/);
    // The test's title comes from content/triage, the level in words from the saved result.
    expect(text).toContain('Dolor de pecho · 22 nov 2026, 09:40');
    expect(text).toContain('Resultado: Urgencias hoy (nivel B)');
    expect(text).toContain('El dolor dura más de 20 minutos.');
    expect(text).toContain(squash(t('report.legalNote')));
    expect(text).toContain(t('report.emergency'));

    expect(info.Title).toBe('Informe de salud de Ana López García - Vita365');
    expect(info.Language).toBe('es-MX');
  });

  it('is A4, numbered, and draws its chart as lines rather than a picture', async () => {
    const { pages } = await pdfContent(reportPdf(sources, 'all').bytes);
    for (const page of pages) {
      expect(page.view.map((value) => Number(value.toFixed(2)))).toEqual(A4_POINTS);
      expect(page.paintsImages).toBe(false);
    }
    expect(pages[0]?.drawsPaths).toBe(true);
    expect(pages[0]?.text).toContain('Gráfica de Evolución');
    expect(pages[0]?.text).toContain(`Página 1 de ${pages.length}`);
  });

  it('runs a long history over several pages, repeating the table heading on each', async () => {
    const many: ReportRecord[] = Array.from({ length: 60 }, (_, index) => ({
      ...crisis,
      id: `v${index}`,
      at: new Date(Date.parse('2026-09-01T15:00:00Z') + index * 86_400_000),
      systolic: 120 + (index % 10),
    }));
    const { pages } = await pdfContent(reportPdf({ ...sources, records: many }, 'all').bytes);
    expect(pages.length).toBeGreaterThan(2);
    expect(pages[1]?.text).toContain(
      'Fecha Hora Presión (mmHg) Pulso (lpm) SpO2 (%) Clasificación',
    );
    expect(pages.at(-1)?.text).toContain(t('report.legalTitle'));
    expect(pages.at(-1)?.text).toContain(`Página ${pages.length} de ${pages.length}`);
  });

  it('keeps a line readable when the member’s data has characters the PDF fonts lack', async () => {
    const file = reportPdf(
      { ...sources, member: { name: 'Ana 🌸 López', cardId: 'VITA-1' } },
      'all',
    );
    const { pages } = await pdfContent(file.bytes);
    expect(pages[0]?.text).toContain('Nombre: Ana López');
  });
});

describe('the PDF of one entry', () => {
  it('holds that entry only, with the legal note', async () => {
    const file = entryPdf(sources, chestPain);
    expect(file.fileName).toBe('vita365-registro-2026-11-22-0940.pdf');
    const { pages } = await pdfContent(file.bytes);
    const text = pages.map((page) => page.text).join(' ');
    expect(pages).toHaveLength(1);
    expect(text).toContain('Registro de salud');
    expect(text).toContain('Fecha del registro: Domingo, 22 de noviembre de 2026, 09:40');
    expect(text).toContain('Resultado: Urgencias hoy (nivel B)');
    expect(text).not.toContain('185/95');
    expect(text).toContain(squash(t('report.legalNote')));
  });
});
