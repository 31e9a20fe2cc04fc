import { FileDown } from 'lucide-react';
import { useId, useState } from 'react';
import { inReportRange, REPORT_RANGES, type ReportRange } from '../../../domain/reportRange';
import { RANGE_LABELS } from '../../../domain/reportText';
import { memberTimeZone } from '../../../state/memberTimeZone';
import { Button } from '../../../ui/Button/Button';
import { Card } from '../../../ui/Card/Card';
import type { HistoryEntry } from '../../../domain/historyEntry';
import * as styles from './ReportCard.css';

export const REPORT_BUTTON = 'Descargar informe';
export const REPORT_PENDING = 'Preparando tu PDF…';
export const EMPTY_HISTORY_REASON =
  'Aún no tienes registros. Guarda una medición para poder descargar tu informe.';

function emptyRangeReason(range: ReportRange): string {
  return `No tienes registros en los ${RANGE_LABELS[range].toLowerCase()}. Elige otro periodo.`;
}

function countText(count: number): string {
  return count === 1
    ? 'El informe incluirá 1 registro.'
    : `El informe incluirá ${count} registros.`;
}

interface ReportCardProps {
  readonly entries: readonly HistoryEntry[];
  readonly pending: boolean;
  readonly onDownload: (range: ReportRange) => void;
}

/** 'Descargar informe': the period to include and the button; disabled, with why, when empty. */
export function ReportCard({ entries, pending, onDownload }: ReportCardProps) {
  const id = useId();
  const [range, setRange] = useState<ReportRange>('all');
  const count = inReportRange(entries, range, new Date(), memberTimeZone()).length;
  const reason =
    entries.length === 0 ? EMPTY_HISTORY_REASON : count === 0 ? emptyRangeReason(range) : undefined;

  return (
    <Card aria-labelledby={`${id}-title`} className={styles.card}>
      <h2 id={`${id}-title`} className={styles.title}>
        Informe para tu médico
      </h2>
      <p className={styles.intro}>
        Un PDF con tus signos vitales, tu peso, tu sueño y tus tests de alertas, con la gráfica de
        evolución, para llevarlo a tu consulta.
      </p>
      <fieldset className={styles.ranges}>
        <legend className={styles.legend}>Periodo</legend>
        {REPORT_RANGES.map((option) => (
          <label key={option} className={styles.option}>
            <input
              type="radio"
              name={`${id}-range`}
              value={option}
              className={styles.radio}
              checked={range === option}
              onChange={() => setRange(option)}
            />
            {RANGE_LABELS[option]}
          </label>
        ))}
      </fieldset>
      <Button
        size="lg"
        block
        disabled={reason !== undefined}
        aria-busy={pending || undefined}
        aria-describedby={`${id}-reason`}
        onClick={() => onDownload(range)}
      >
        <FileDown size={22} aria-hidden="true" />
        {pending ? REPORT_PENDING : REPORT_BUTTON}
      </Button>
      <p id={`${id}-reason`} className={styles.reason} aria-live="polite">
        {reason ?? countText(count)}
      </p>
    </Card>
  );
}
