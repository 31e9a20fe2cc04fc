import { CalendarPlus, Download } from 'lucide-react';
import { agendaExport, agendaFileName } from '../../domain/agenda/agendaExport';
import type { Appointment } from '../../state/appointments';
import type { Medicine } from '../../state/medicines';
import { showToast } from '../../state/toasts';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { downloadFile } from '../../ui/downloadFile';
import * as styles from './AgendaPage.css';
import { downloadAgendaCalendar } from './downloadAgendaCalendar';
import { t } from '../../content/messages';

export interface AgendaExportCardProps {
  readonly medicines: readonly Medicine[];
  readonly appointments: readonly Appointment[];
  readonly timeZone: string;
}

/**
 * The spec's JSON export, and an .ics file for the phone's calendar: its alarms ring even when the app
 * is closed, which in-app reminders cannot do.
 */
export function AgendaExportCard({ medicines, appointments, timeZone }: AgendaExportCardProps) {
  function exportJson() {
    const now = Date.now();
    const fileName = agendaFileName('json', now, timeZone);
    const data = agendaExport(medicines, appointments, now, timeZone);
    downloadFile(fileName, 'application/json', `${JSON.stringify(data, null, 2)}\n`);
    showToast({
      title: t('agenda.exported'),
      description: t('agenda.exportedJson', { fileName }),
    });
  }

  return (
    <Card className={styles.toolCard} aria-labelledby="agenda-export-title">
      <h2 id="agenda-export-title" className={styles.toolTitle}>
        {t('agenda.exportTitle')}
      </h2>
      <p className={styles.toolText}>{t('agenda.exportText')}</p>
      <div className={styles.toolActions}>
        <Button tone="secondary" onClick={exportJson}>
          <Download aria-hidden="true" size={20} />
          {t('agenda.exportJson')}
        </Button>
        <Button tone="secondary" onClick={downloadAgendaCalendar}>
          <CalendarPlus aria-hidden="true" size={20} />
          {t('agenda.exportCalendar')}
        </Button>
      </div>
    </Card>
  );
}
