import { Activity, FileDown, Moon, Scale, Siren, type LucideIcon } from 'lucide-react';
import { triageLevelById, triageTestById } from '../../../content/triage';
import { StatusBadge } from '../StatusBadge';
import { entrySummary, type TriageLookup } from '../../../domain/entrySummary';
import type { HistoryDay } from './historyDays';
import type { HistoryEntry } from '../../../domain/historyEntry';
import * as styles from './HistoryList.css';

const kindIcons: Record<HistoryEntry['kind'], LucideIcon> = {
  vitals: Activity,
  weight: Scale,
  sleep: Moon,
  triage: Siren,
};

const triageLookup: TriageLookup = {
  testTitle: (testId) => triageTestById(testId)?.title,
  levelColor: (level) => triageLevelById(level).color,
};

interface EntryDownload {
  /** Makes and downloads the entry's PDF. */
  readonly onDownload: (entry: HistoryEntry) => void;
  /** Whether this entry's PDF is being made. */
  readonly isPending: (entry: HistoryEntry) => boolean;
}

function HistoryItem({
  entry,
  download,
}: {
  readonly entry: HistoryEntry;
  readonly download: EntryDownload;
}) {
  const summary = entrySummary(entry, triageLookup);
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
        aria-label={`Descargar PDF: ${summary.title}, ${entry.time}`}
        aria-busy={download.isPending(entry) || undefined}
        onClick={() => download.onDownload(entry)}
      >
        <FileDown size={20} aria-hidden />
      </button>
    </li>
  );
}

/** 'Historial de Mediciones': days newest first, each with its entries newest first. */
export function HistoryList({
  days,
  download,
}: {
  readonly days: readonly HistoryDay[];
  readonly download: EntryDownload;
}) {
  return (
    <section aria-labelledby="historial-titulo" className={styles.history}>
      <h2 id="historial-titulo" className={styles.title}>
        Historial de Mediciones
      </h2>
      {days.map((day) => (
        <section key={day.key} aria-labelledby={`dia-${day.key}`} className={styles.day}>
          <h3 id={`dia-${day.key}`} className={styles.dayTitle}>
            {day.title}
          </h3>
          <ul className={styles.list}>
            {day.entries.map((entry) => (
              <HistoryItem
                key={`${entry.id}-${entry.at.getTime()}`}
                entry={entry}
                download={download}
              />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
