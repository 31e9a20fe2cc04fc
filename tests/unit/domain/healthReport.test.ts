import { describe, expect, it } from 'vitest';
import {
  entryReport,
  healthReport,
  type HealthReport,
} from '../../../src/domain/report/healthReport';
import type { ReportRecord } from '../../../src/domain/report/reportRecords';
import type { ReportTable, ReportTriageSection } from '../../../src/domain/report/reportSections';
import { t } from '../../../src/content/messages';
import {
  chestPain,
  crisis,
  lookup,
  normal,
  SAVED_ADVICE,
  sleep,
  sources,
  weight,
} from '../../support/reportFixtures';

const fact = (report: HealthReport, label: string) =>
  report.facts.find((candidate) => candidate.label === label)?.value;

const table = (report: HealthReport, title: string): ReportTable => {
  const section = report.sections.find((candidate) => candidate.title === title);
  if (section?.kind !== 'table') throw new Error(`no table ${title}`);
  return section;
};

const triage = (report: HealthReport): ReportTriageSection => {
  const section = report.sections.find((candidate) => candidate.kind === 'triage');
  if (section?.kind !== 'triage') throw new Error('no triage section');
  return section;
};

describe('the health report of a range', () => {
  const all = healthReport({ ...sources, range: 'all' });

  it('names the member, the card folio, the period and when it was made', () => {
    expect(all.title).toBe('Informe de salud');
    expect(fact(all, 'Nombre')).toBe('Ana López García');
    expect(fact(all, 'Folio de tarjeta')).toBe('VITA-7C1E3A52');
    expect(fact(all, 'Periodo')).toBe(
      'Todo el historial: del 1 de septiembre de 2026 al 23 de noviembre de 2026',
    );
    expect(fact(all, 'Generado el')).toBe('23 de noviembre de 2026, 10:30');
    expect(fact(all, 'Registros incluidos')).toBe(
      '5 (2 de signos vitales, 1 de peso, 1 de sueño y 1 test de alertas)',
    );
    expect(all.fileName).toBe('vita365-informe-2026-11-23.pdf');
  });

  it('prints the last 30 days as calendar days and leaves older records out', () => {
    const last30 = healthReport({ ...sources, range: 'last30' });
    expect(fact(last30, 'Periodo')).toBe(
      'Últimos 30 días: del 25 de octubre de 2026 al 23 de noviembre de 2026',
    );
    expect(table(last30, 'Signos vitales').rows.map((row) => row.cells[2])).toEqual(['185/95']);
    expect(fact(last30, 'Registros incluidos')).toMatch(/^4 \(/);
  });

  it('lists vital signs oldest first with the classification in words and its tone', () => {
    const vitals = table(all, 'Signos vitales');
    expect(vitals.columns.map((column) => column.label)).toEqual([
      'Fecha',
      'Hora',
      'Presión (mmHg)',
      'Pulso (lpm)',
      'SpO2 (%)',
      'Clasificación',
    ]);
    expect(vitals.rows).toEqual([
      { cells: ['1 sept 2026', '09:05', '118/76', '70', '—', 'Normal'], tone: 'good' },
      {
        cells: ['20 nov 2026', '09:05', '185/95', '80', '97', 'Alerta: Crisis Hipertensiva'],
        tone: 'alert',
      },
    ]);
  });

  it('adds a temperature column only when a record has one', () => {
    const withTemperature: ReportRecord = { ...normal, id: 'temp', temperature: 36.8 };
    const report = healthReport({ ...sources, records: [withTemperature], range: 'all' });
    const vitals = table(report, 'Signos vitales');
    expect(vitals.columns.map((column) => column.label)).toContain('Temp. (°C)');
    expect(vitals.rows[0]?.cells).toContain('36.8');
  });

  it('lists weight with BMI and its category, including weights kept in older vitals records', () => {
    const legacy: ReportRecord = {
      kind: 'vitals',
      id: 'old',
      at: new Date('2026-11-01T15:00:00Z'),
      time: '09:00',
      weight: 71.5,
    };
    const report = healthReport({ ...sources, records: [weight, legacy], range: 'all' });
    expect(
      table(report, 'Peso e índice de masa corporal (IMC)').rows.map((row) => row.cells),
    ).toEqual([
      ['1 nov 2026', '09:00', '71.5', '—', '—'],
      ['10 nov 2026', '08:15', '70', '22.9', 'Peso normal'],
    ]);
    expect(table(report, 'Signos vitales').rows).toEqual([]);
  });

  it('joins a sleep record with its summary and adds summaries only the sleep history holds', () => {
    const onlyInHistory = {
      id: 's-old',
      date: '2026-10-30T13:00:00.000Z',
      duracion_monitorizada: 300,
      '%_ronquido': 30,
      eventos_voz: 0,
      picos_ruido: 9,
      score_sueno: 65,
    };
    const report = healthReport({
      ...sources,
      sleepHistory: [...sources.sleepHistory, onlyInHistory],
      range: 'all',
    });
    const sleepTable = table(report, 'Sueño');
    expect(sleepTable.rows).toEqual([
      {
        cells: ['30 oct 2026', '07:00', '5 h', '65 de 100', '30 %', 'Necesita mejorar'],
        tone: 'alert',
      },
      {
        cells: ['21 nov 2026', '07:10', '7 h 5 min', '90 de 100', '12 %', 'Excelente'],
        tone: 'good',
      },
    ]);
    expect(sleepTable.note).toBe(t('report.sleepNote'));
  });

  it('gives each test result its level in words, its reasons and the advice saved with it', () => {
    expect(triage(all).results).toEqual([
      {
        when: '22 nov 2026, 09:40',
        test: 'Dolor de pecho',
        level: 'Urgencias hoy (nivel B)',
        tone: 'alert',
        reasons: ['El dolor dura más de 20 minutos.'],
        advice: SAVED_ADVICE,
      },
    ]);
  });

  it('falls back to the test’s current advice when the result was saved without it', () => {
    const report = healthReport({ ...sources, triageEvents: [], range: 'all' });
    expect(triage(report).results[0]?.advice).toBe('Consejo actual de chest_pain para el nivel B.');
  });

  it('draws the chart from vitals and weight only, and ends with the legal note', () => {
    expect(all.chart?.series.map((line) => line.id)).toEqual([
      'weight',
      'systolic',
      'diastolic',
      'heartRate',
    ]);
    expect(all.legal.text).toContain('No son un diagnóstico médico');
  });

  it('keeps every section when nothing was recorded, each saying so', () => {
    const empty = healthReport({
      ...sources,
      records: [],
      sleepHistory: [],
      triageEvents: [],
      range: 'last30',
    });
    expect(empty.chart).toBeUndefined();
    expect(empty.sections.map((section) => section.title)).toEqual([
      'Signos vitales',
      'Peso e índice de masa corporal (IMC)',
      'Sueño',
      'Tests de alertas',
    ]);
    expect(fact(empty, 'Registros incluidos')).toBe('Ninguno');
    expect(empty.emptySection).toBe('Sin registros en este periodo.');
  });

  it('names a member without a name or folio plainly', () => {
    const report = healthReport({ ...sources, member: { name: '  ' }, range: 'all' });
    expect(fact(report, 'Nombre')).toBe('Miembro Vita365');
    expect(fact(report, 'Folio de tarjeta')).toBe('Sin folio');
  });
});

describe('the PDF of one entry', () => {
  it('has the entry’s date and time, its own section only, and a file name with both', () => {
    const report = entryReport({ ...sources, record: crisis });
    expect(report.title).toBe('Registro de salud');
    expect(report.fileName).toBe('vita365-registro-2026-11-20-0905.pdf');
    expect(fact(report, 'Fecha del registro')).toBe('Viernes, 20 de noviembre de 2026, 09:05');
    expect(report.chart).toBeUndefined();
    expect(report.sections.map((section) => section.title)).toEqual(['Signos vitales']);
    expect(report.legal.title).toBe('Las herramientas de autochequeo no son un diagnóstico');
  });

  it('shows a sleep entry with its own summary only', () => {
    const report = entryReport({
      ...sources,
      sleepHistory: [
        ...sources.sleepHistory,
        {
          id: 'other',
          date: '2026-11-01T13:00:00Z',
          duracion_monitorizada: 300,
          '%_ronquido': 40,
          eventos_voz: 0,
          picos_ruido: 0,
          score_sueno: 60,
        },
      ],
      record: sleep,
    });
    expect(table(report, 'Sueño').rows).toHaveLength(1);
    expect(table(report, 'Sueño').rows[0]?.cells[4]).toBe('12 %');
  });

  it('shows a test result with its reasons and advice', () => {
    const report = entryReport({ ...sources, record: chestPain });
    expect(triage(report).results[0]?.level).toBe('Urgencias hoy (nivel B)');
    expect(lookup.testTitle('chest_pain')).toBe(triage(report).results[0]?.test);
  });

  it('shows an older vitals record that only holds a weight as a weight', () => {
    const legacy: ReportRecord = {
      kind: 'vitals',
      id: 'old',
      at: new Date('2026-11-01T15:00:00Z'),
      time: '09:00',
      weight: 71.5,
    };
    const report = entryReport({ ...sources, record: legacy });
    expect(report.sections.map((section) => section.title)).toEqual([
      'Peso e índice de masa corporal (IMC)',
    ]);
  });
});
