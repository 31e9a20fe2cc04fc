import { FileDown } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { inReportRange, REPORT_RANGES, type ReportRange } from '../../../domain/report/reportRange';
import { t, tPlural } from '../../../content/messages';

import { memberTimeZone } from '../../../state/memberTimeZone';
import { Button } from '../../../ui/Button/Button';
import { Card } from '../../../ui/Card/Card';
import type { HistoryEntry } from '../../../domain/health/historyEntry';
import * as styles from './ReportCard.css';
import { pdfInput, usePdfDownload } from './usePdfDownload';
import { reportRangeLabel } from './reportWords';

function emptyRangeReason(range: ReportRange): string {
  return t('checkup.reportEmptyRange', { range: reportRangeLabel(range).toLowerCase() });
}

interface ReportCardProps {
  readonly entries: readonly HistoryEntry[];
  /** False while `entries` are only the recent part of a long history: 'Todo' waits for the rest. */
  readonly complete?: boolean;
}

/** The last 90 days, or everything when they hold no record. */
function defaultRange(entries: readonly HistoryEntry[], now: Date): ReportRange {
  return inReportRange(entries, 'last90', now, memberTimeZone()).length > 0 ? 'last90' : 'all';
}

/**
 * 'Descargar informe': the period to include (the last 90 days unless they are empty) and the button;
 * disabled, with why, when empty. While the PDF is made (off the page's thread) a bar shows how far
 * it is.
 */
export function ReportCard({ entries, complete = true }: ReportCardProps) {
  const id = useId();
  const [now] = useState(() => new Date());
  const [range, setRange] = useState<ReportRange>(() => defaultRange(entries, now));
  const count = useMemo(
    () => inReportRange(entries, range, now, memberTimeZone()).length,
    [entries, range, now],
  );
  const pdf = usePdfDownload();
  const pending = pdf.pending !== null;
  const percent = Math.round(pdf.progress * 100);
  const reason =
    entries.length === 0
      ? t('checkup.reportEmptyHistory')
      : count === 0
        ? emptyRangeReason(range)
        : undefined;

  return (
    <Card aria-labelledby={`${id}-title`} className={styles.card}>
      <h2 id={`${id}-title`} className={styles.title}>
        {t('checkup.reportTitle')}
      </h2>
      <p className={styles.intro}>{t('checkup.reportIntro')}</p>
      <fieldset className={styles.ranges}>
        <legend className={styles.legend}>{t('checkup.reportRange')}</legend>
        {REPORT_RANGES.map((option) => (
          <label key={option} className={styles.option}>
            <input
              type="radio"
              name={`${id}-range`}
              value={option}
              className={styles.radio}
              checked={range === option}
              disabled={!complete && option === 'all'}
              onChange={() => setRange(option)}
            />
            {reportRangeLabel(option)}
          </label>
        ))}
      </fieldset>
      <Button
        size="lg"
        block
        disabled={reason !== undefined}
        aria-busy={pending || undefined}
        aria-describedby={`${id}-reason`}
        onClick={() => pdf.download('report', { kind: 'report', input: pdfInput(), range })}
      >
        <FileDown size={22} aria-hidden="true" />
        {pending ? t('checkup.reportPending') : t('checkup.reportButton')}
      </Button>
      {pending && (
        <div className={styles.progress}>
          <progress
            className={styles.progressBar}
            max={100}
            value={percent}
            aria-label={t('checkup.reportProgress')}
          />
          <span aria-hidden="true">{percent} %</span>
        </div>
      )}
      <p id={`${id}-reason`} className={styles.reason} aria-live="polite">
        {reason ?? tPlural('checkup.reportCount', count)}
      </p>
    </Card>
  );
}
