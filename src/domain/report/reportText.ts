// Every Spanish text of the health report PDF, in one place. The legal note is the terms' own
// wording (content/legal/terminos.mdx, 'Las herramientas de autochequeo no son un diagnóstico'); a
// unit test fails when the terms change and this copy does not.
import type { ReportRange } from './reportRange';

export const REPORT_TEXT = {
  brand: 'Vita365',
  reportTitle: 'Informe de salud',
  entryTitle: 'Registro de salud',
  memberName: 'Nombre',
  cardFolio: 'Folio de tarjeta',
  noFolio: 'Sin folio',
  unnamedMember: 'Miembro Vita365',
  period: 'Periodo',
  recorded: 'Fecha del registro',
  generated: 'Generado el',
  records: 'Registros incluidos',
  noRecords: 'Ninguno',
  emptySection: 'Sin registros en este periodo.',
  chartTitle: 'Gráfica de Evolución',
  chartLeftAxis: 'Peso (kg)',
  chartRightAxis: 'Presión (mmHg) y pulso (lpm)',
  vitalsTitle: 'Signos vitales',
  weightTitle: 'Peso e índice de masa corporal (IMC)',
  sleepTitle: 'Sueño',
  sleepNote:
    'Valores simulados: la app aún no analiza el sonido de la noche; la puntuación no es una medición.',
  triageTitle: 'Tests de alertas',
  triageResult: 'Resultado',
  triageLevel: 'nivel',
  triageReasons: 'Por qué',
  triageAdvice: 'Qué hacer',
  legalTitle: 'Las herramientas de autochequeo no son un diagnóstico',
  legalNote:
    'El test de alertas, la clasificación de la presión arterial, el cálculo del índice de masa corporal, el monitoreo del sueño y el contenido de bienestar son informativos. No son un diagnóstico médico ni sustituyen la atención de un profesional de la salud.',
  emergency: 'Si crees que tienes una emergencia, llama al 911 de inmediato.',
  page: 'Página',
  pageOf: 'de',
  noValue: '—',
} as const;

export const RANGE_LABELS: Readonly<Record<ReportRange, string>> = {
  all: 'Todo',
  last30: 'Últimos 30 días',
  last90: 'Últimos 90 días',
};

/** How the period line of the report starts for each range. */
export const RANGE_PERIOD_LABELS: Readonly<Record<ReportRange, string>> = {
  all: 'Todo el historial',
  last30: 'Últimos 30 días',
  last90: 'Últimos 90 días',
};

export const COLUMN_LABELS = {
  date: 'Fecha',
  time: 'Hora',
  pressure: 'Presión (mmHg)',
  heartRate: 'Pulso (lpm)',
  spo2: 'SpO2 (%)',
  temperature: 'Temp. (°C)',
  classification: 'Clasificación',
  weight: 'Peso (kg)',
  bmi: 'IMC',
  category: 'Categoría',
  duration: 'Duración',
  score: 'Puntuación',
  rating: 'Valoración',
  snoring: 'Ronquido',
} as const;

/** 'vita365-informe-2026-11-23.pdf' for a report made that day. */
export function reportFileName(dayKey: string): string {
  return `vita365-informe-${dayKey}.pdf`;
}

/** 'vita365-registro-2026-11-23-0830.pdf' for the entry recorded then. */
export function entryFileName(dayKey: string, time: string): string {
  return `vita365-registro-${dayKey}-${time.replace(':', '')}.pdf`;
}
