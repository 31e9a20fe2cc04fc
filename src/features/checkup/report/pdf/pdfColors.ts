// The app's colours on paper (src/styles/theme.css.ts), and the evolution chart's line colours and
// dash patterns: the dashes tell the lines apart on a black-and-white printout.
import type { ReportSeriesId } from '../../../../domain/report/reportChart';
import type { ReportTone } from '../../../../domain/report/reportSections';
import { SERIES_COLORS } from '../../../../domain/chart/chartSeries';

export const PDF_COLORS = {
  brand: '#0b5c8a',
  brandStrong: '#084566',
  brandSoft: '#e6f1f8',
  text: '#17212e',
  textMuted: '#4a5666',
  border: '#d3dae3',
  surfaceMuted: '#eef1f5',
} as const;

export const TONE_COLORS: Readonly<Record<ReportTone, string>> = {
  good: '#067647',
  caution: '#8a5300',
  alert: '#b42318',
  neutral: PDF_COLORS.text,
};

export const SERIES_STYLES: Readonly<
  Record<ReportSeriesId, { readonly color: string; readonly dash: readonly number[] }>
> = {
  weight: { color: SERIES_COLORS.weight, dash: [] },
  systolic: { color: SERIES_COLORS.systolic, dash: [] },
  diastolic: { color: SERIES_COLORS.diastolic, dash: [2, 1.2] },
  heartRate: { color: SERIES_COLORS.heartRate, dash: [0.6, 0.9] },
};
