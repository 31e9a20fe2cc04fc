import { Activity, FileDown, Moon, Scale, Siren, type LucideIcon } from 'lucide-react';
import { triageLevelById } from '../../../content/triageLevels';
import { triageTestTitle } from '../../../content/triageTitles';
import { t, tPlural } from '../../../content/messages';
import { StatusBadge } from '../StatusBadge';
import { entryWords } from '../healthWords';
import { entrySummary, type TriageLookup } from '../../../domain/health/entrySummary';
import { firstHistoryDays, sortNewestFirst } from './historyDays';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { Button } from '../../../ui/Button/Button';
import { entryKey, pdfInput, usePdfDownload } from '../report/usePdfDownload';
import type { HistoryEntry } from '../../../domain/health/historyEntry';
import * as styles from './HistoryList.css';

const kindIcons: Record<HistoryEntry['kind'], LucideIcon> = {
  vitals: Activity,
  weight: Scale,
  sleep: Moon,
  triage: Siren,
};

const triageLookup: TriageLookup = {
  testTitle: triageTestTitle,
  levelColor: (level) => triageLevelById(level).color,
};

/** Days shown at first and added by each 'Ver más': about a month of daily use. */
export const HISTORY_PAGE_DAYS = 30;

const HistoryItem = memo(function HistoryItem({
  entry,
  pending,
  onDownload,
}: {
  readonly entry: HistoryEntry;
  readonly pending: boolean;
  readonly onDownload: (entry: HistoryEntry) => void;
}) {
  const summary = entrySummary(entry, triageLookup, entryWords());
  const Icon = kindIcons[entry.kind];
  return (
    <li className={styles.item}>
      <Icon className={styles.icon} size={22} aria-hidden />
      <div className={styles.body}>
        <p className={styles.heading}>
          <time className={styles.time} dateTime={entry.at.toISOString()}>
            {entry.time}
          </time>{' '}
          <span className={styles.kind}>{summary.title}</span>
        </p>
        {summary.details.length > 0 && (
          <p className={styles.details}>{summary.details.join(' · ')}</p>
        )}
        {summary.verdict && (
          <StatusBadge
            text={summary.verdict.text}
            tone={summary.verdict.tone}
            color={summary.verdict.color}
          />
        )}
      </div>
      <button
        type="button"
        className={styles.download}
        aria-label={t('checkup.downloadEntryPdf', { entry: summary.title, time: entry.time })}
        aria-busy={pending || undefined}
        onClick={() => onDownload(entry)}
      >
        <FileDown size={20} aria-hidden />
      </button>
    </li>
  );
});

/**
 * 'Historial de Mediciones': days newest first, each with its entries newest first. Only the most
 * recent days are drawn; 'Ver más' adds older ones, and moves the focus to the first day it added so
 * a keyboard or screen reader user carries on from there. How many entries are shown is said in words.
 */
export function HistoryList({
  entries,
  complete = true,
}: {
  readonly entries: readonly HistoryEntry[];
  /**
   * False while `entries` are only the recent part of a long history: its oldest day may lack the
   * entries read later, so it is left out, and 'Ver más' and the total wait for the rest.
   */
  readonly complete?: boolean;
}) {
  const sorted = useMemo(() => sortNewestFirst(entries), [entries]);
  const pdf = usePdfDownload();
  const { download } = pdf;
  const onDownload = useCallback(
    (entry: HistoryEntry) => download(entryKey(entry), { kind: 'entry', input: pdfInput(), entry }),
    [download],
  );
  const [shownDays, setShownDays] = useState(HISTORY_PAGE_DAYS);
  const [focusDay, setFocusDay] = useState<string | null>(null);
  // One day past the shown ones: whether there is more, and where 'Ver más' moves the focus.
  const days = useMemo(() => firstHistoryDays(sorted, shownDays + 1), [sorted, shownDays]);
  // Partly read, the oldest day may straddle the start of what was read: left out for now. A single
  // day holds the recent reading the first look requires (useCheckupHistory), so it is whole.
  const visibleDays =
    complete || days.length <= 1 ? shownDays : Math.min(shownDays, days.length - 1);
  const visible = days.slice(0, visibleDays);
  const total = sorted.length;
  const shown = visible.reduce((sum, day) => sum + day.entries.length, 0);

  useEffect(() => {
    if (focusDay) document.getElementById(`dia-${focusDay}`)?.focus();
  }, [focusDay]);

  const showMore = (): void => {
    setFocusDay(days[shownDays]?.key ?? null);
    setShownDays((count) => count + HISTORY_PAGE_DAYS);
  };

  return (
    <section aria-labelledby="historial-titulo" className={styles.history}>
      <h2 id="historial-titulo" className={styles.title}>
        {t('checkup.historyTitle')}
      </h2>
      <p className={styles.count} aria-live="polite">
        {!complete
          ? tPlural('checkup.historyShownRecent', shown)
          : shown === total
            ? tPlural('checkup.historyShownAll', total)
            : tPlural('checkup.historyShownSome', shown, { total })}
      </p>
      {visible.map((day) => (
        <section key={day.key} aria-labelledby={`dia-${day.key}`} className={styles.day}>
          <h3 id={`dia-${day.key}`} className={styles.dayTitle} tabIndex={-1}>
            {day.title}
          </h3>
          <ul className={styles.list}>
            {day.entries.map((entry) => {
              const key = entryKey(entry);
              return (
                <HistoryItem
                  key={key}
                  entry={entry}
                  pending={pdf.pending === key}
                  onDownload={onDownload}
                />
              );
            })}
          </ul>
        </section>
      ))}
      {complete && shownDays < days.length && (
        <Button tone="secondary" block onClick={showMore}>
          {t('checkup.historyShowMore')}
        </Button>
      )}
    </section>
  );
}
