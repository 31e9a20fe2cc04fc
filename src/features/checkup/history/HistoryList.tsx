import { Activity, FileDown, Moon, Scale, Siren, type LucideIcon } from 'lucide-react';
import { triageLevelById, triageTestById } from '../../../content/triage';
import { notImplemented } from '../../../state/toasts';
import { StatusBadge } from '../StatusBadge';
import { entrySummary, type TriageLookup } from './entrySummary';
import type { HistoryDay } from './historyDays';
import type { HistoryEntry } from './historyEntry';
import * as styles from './HistoryList.css';

export const PDF_NOT_READY = 'La descarga de PDF estará disponible próximamente.';

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

function HistoryItem({ entry }: { readonly entry: HistoryEntry }) {
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
        onClick={() => notImplemented(PDF_NOT_READY)}
      >
        <FileDown size={20} aria-hidden />
      </button>
    </li>
  );
}

/** 'Historial de Mediciones': days newest first, each with its entries newest first. */
export function HistoryList({ days }: { readonly days: readonly HistoryDay[] }) {
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
              <HistoryItem key={`${entry.id}-${entry.at.getTime()}`} entry={entry} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
