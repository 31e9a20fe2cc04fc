// The chart as a lazy chunk: nivo is fetched only when a page actually draws a chart. While it loads a
// placeholder of the same height keeps the page from jumping; if it cannot be fetched (a dropped
// connection), the page says so and the table still has every value.
import { Component, lazy, memo, Suspense, type ReactNode } from 'react';
import { t } from '../../../content/messages';
import type { LineChartProps } from './LineChart';
import * as styles from './ChartCard.css';

const LineChart = lazy(() =>
  import('./LineChart').then((module) => ({ default: module.LineChart })),
);

class ChartBoundary extends Component<{ readonly children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <p className={styles.placeholder}>{t('report.chartLoadFailed')}</p>;
  }
}

/**
 * Memoised: the card around it re-renders when 'Ver como tabla' is pressed, and drawing the chart
 * again with the same lines was most of the time the table took to open.
 */
export const LazyLineChart = memo(function LazyLineChart(props: LineChartProps) {
  return (
    <ChartBoundary>
      <Suspense fallback={<p className={styles.placeholder}>{t('report.chartLoading')}</p>}>
        <LineChart {...props} />
      </Suspense>
    </ChartBoundary>
  );
});
