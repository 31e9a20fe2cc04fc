import { describe, expect, it } from 'vitest';
import {
  elapsedMs,
  formatElapsed,
  hasFullMinute,
  simulatedSleepSummary,
  sleepScoreTone,
} from '../../../src/domain/health/sleep';
import { verdictWords } from '../../../src/features/checkup/healthWords';

const start = Date.UTC(2026, 2, 5, 5, 0, 0);

describe('the sleep timer', () => {
  it('is derived from the start time, never negative', () => {
    expect(elapsedMs(start, start + 61_000)).toBe(61_000);
    expect(elapsedMs(start, start - 5_000)).toBe(0);
  });

  it.each([
    [0, '00:00:00'],
    [59_999, '00:00:59'],
    [61_000, '00:01:01'],
    [3_600_000 * 7 + 65_000, '07:01:05'],
    [3_600_000 * 120, '120:00:00'],
  ])('shows %i ms as %s', (ms, text) => {
    expect(formatElapsed(ms)).toBe(text);
  });
});

describe('the one-minute rule', () => {
  it('needs a full minute', () => {
    expect(hasFullMinute(start, start + 59_999)).toBe(false);
    expect(hasFullMinute(start, start + 60_000)).toBe(true);
  });

  it('gives no summary before a full minute', () => {
    const summary = simulatedSleepSummary({
      id: 's',
      startedAt: start,
      stoppedAt: start + 59_000,
      random: () => 0.5,
    });
    expect(summary).toBeUndefined();
  });

  it('summarises a longer session in the spec shape, in whole minutes', () => {
    const summary = simulatedSleepSummary({
      id: 's1',
      startedAt: start,
      stoppedAt: start + 7 * 3_600_000 + 61_000,
      random: () => 0,
    });
    expect(summary).toEqual({
      id: 's1',
      date: new Date(start + 7 * 3_600_000 + 61_000).toISOString(),
      duracion_monitorizada: 421,
      '%_ronquido': 0,
      eventos_voz: 0,
      picos_ruido: 0,
      score_sueno: 100,
    });
  });

  it('keeps every simulated value within its range', () => {
    const summary = simulatedSleepSummary({
      id: 's2',
      startedAt: start,
      stoppedAt: start + 61_000,
      random: () => 0.999,
    });
    expect(summary).toMatchObject({ duracion_monitorizada: 1, '%_ronquido': 35, eventos_voz: 5 });
    expect(summary?.picos_ruido).toBe(15);
    expect(summary?.score_sueno).toBeGreaterThanOrEqual(0);
    expect(summary?.score_sueno).toBeLessThanOrEqual(100);
  });
});

describe('sleepScoreTone and its words', () => {
  it.each([
    [100, 'Excelente', 'good'],
    [86, 'Excelente', 'good'],
    [85, 'Bueno', 'fair'],
    [71, 'Bueno', 'fair'],
    [70, 'Necesita mejorar', 'poor'],
    [0, 'Necesita mejorar', 'poor'],
  ] as const)('%i is %s (%s)', (score, label, tone) => {
    expect(sleepScoreTone(score)).toBe(tone);
    expect(verdictWords().sleepScores[sleepScoreTone(score)]).toBe(label);
  });
});
