// @vitest-environment jsdom
// Mi Chequeo's cards while only the recent part of a long history is read (`complete` false): what
// needs older entries waits, and what is shown is what the whole history will show.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chartSeries } from '../../../../src/domain/chart/chartSeries';
import { seriesWords } from '../../../../src/features/checkup/chart/chartWords';
import type { HistoryEntry } from '../../../../src/domain/health/historyEntry';
import { ChartCard } from '../../../../src/features/checkup/chart/ChartCard';
import { HistoryList } from '../../../../src/features/checkup/history/HistoryList';
import { ReportCard } from '../../../../src/features/checkup/report/ReportCard';

const DAY_MS = 86_400_000;
const now = Date.now();

/** A weight reading at noon UTC, `daysAgo` days ago (whole days, so one reading per day). */
const weighing = (daysAgo: number): HistoryEntry => ({
  id: `w${daysAgo}`,
  at: new Date(Math.floor(now / DAY_MS) * DAY_MS + 12 * 3_600_000 - daysAgo * DAY_MS),
  time: '12:00',
  kind: 'weight',
  weight: 70,
});
const days = (count: number): HistoryEntry[] =>
  Array.from({ length: count }, (_, index) => weighing(index + 1));

afterEach(cleanup);

describe('Mi Chequeo partly read', () => {
  it('the chart offers only 30 días until the rest is read', () => {
    const { rerender } = render(
      <ChartCard title="Gráfica" series={chartSeries(days(40), seriesWords())} complete={false} />,
    );
    const periods = screen.getByRole('group', { name: 'Periodo de la gráfica' });
    const enabled = () =>
      within(periods)
        .getAllByRole('button')
        .filter((button) => !(button as HTMLButtonElement).disabled)
        .map((button) => button.textContent);
    expect(enabled()).toEqual(['30 días']);
    rerender(<ChartCard title="Gráfica" series={chartSeries(days(400), seriesWords())} complete />);
    expect(enabled()).toEqual(['30 días', '6 meses', '1 año', 'Todo']);
  });

  it('the report offers its 30 and 90 days, and Todo once the rest is read', () => {
    const { rerender } = render(<ReportCard entries={days(40)} complete={false} />);
    const radio = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;
    expect(radio(/Todo/).disabled).toBe(true);
    expect(radio(/90 días/).checked).toBe(true);
    rerender(<ReportCard entries={days(400)} complete />);
    expect(radio(/Todo/).disabled).toBe(false);
    expect(radio(/90 días/).checked).toBe(true);
  });

  it('the history leaves out its oldest day, says no total and offers no Ver más meanwhile', () => {
    const { rerender } = render(<HistoryList entries={days(10)} complete={false} />);
    const history = screen.getByRole('region', { name: 'Historial de Mediciones' });
    expect(within(history).getAllByRole('heading', { level: 3 })).toHaveLength(9);
    expect(within(history).getByText('Se muestran 9 registros, los más recientes.')).toBeTruthy();
    expect(within(history).queryByRole('button', { name: 'Ver más' })).toBeNull();

    rerender(<HistoryList entries={days(400)} complete />);
    expect(within(history).getAllByRole('heading', { level: 3 })).toHaveLength(30);
    expect(
      within(history).getByText('Se muestran 30 registros de 400, los más recientes.'),
    ).toBeTruthy();
    expect(within(history).getByRole('button', { name: 'Ver más' })).toBeTruthy();
  });
});
