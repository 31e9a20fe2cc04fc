import { Info, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { routePaths } from '../../content/routePaths';
import { appointmentDraftTitle } from '../../domain/agenda/appointmentDraftLink';
import { localDay } from '../../domain/format/zonedTime';
import { DataTabs } from '../../renderers/DataTabs/DataTabs';
import {
  addAppointment,
  appointmentsSlice,
  removeAppointment,
  updateAppointment,
  type Appointment,
  type AppointmentInput,
} from '../../state/appointments';
import { settleDueReminders } from '../../state/firedReminders';
import {
  addMedicine,
  medicinesSlice,
  removeMedicine,
  setMedicineTaken,
  updateMedicine,
  type Medicine,
  type MedicineInput,
} from '../../state/medicines';
import { memberTimeZone } from '../../state/memberTimeZone';
import { closeReminderNotifications } from '../../state/systemNotifications';
import { showToast } from '../../state/toasts';
import { Button } from '../../ui/Button/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog/ConfirmDialog';
import { AgendaExportCard } from './AgendaExportCard';
import * as styles from './AgendaPage.css';
import { AppointmentFormDialog } from './AppointmentFormDialog';
import { AppointmentList } from './AppointmentList';
import { MedicineFormDialog } from './MedicineFormDialog';
import { MedicineList } from './MedicineList';
import { ReminderNotificationsCard } from './ReminderNotificationsCard';
import { useNow } from '../../ui/useNow';
import { t } from '../../content/messages';

type AgendaTab = 'medicinas' | 'citas';

type Editor =
  | { readonly kind: 'medicine'; readonly item: Medicine | null }
  | {
      readonly kind: 'appointment';
      readonly item: Appointment | null;
      /** The title a new appointment starts with (a triage result's 'Agendar consulta'). */
      readonly draftTitle?: string;
    };

interface PendingDelete {
  readonly kind: 'medicine' | 'appointment';
  readonly id: string;
  readonly label: string;
}

/**
 * /agenda: medicines (default tab) and appointments, add/edit dialogs, delete confirmation, export.
 * /agenda?cita=<title> opens on Citas with a new appointment of that title (appointmentDraftLink).
 */
export default function AgendaPage() {
  const [timeZone] = useState(memberTimeZone);
  const now = useNow();
  const today = localDay(now, timeZone);
  const medicines = useSnapshot(medicinesSlice().state).value;
  const appointments = useSnapshot(appointmentsSlice().state).value;
  const search = useSearch();
  const [, navigate] = useLocation();
  // Read once: the link asks for one new appointment, not for one on every visit.
  const [draftTitle] = useState(() => appointmentDraftTitle(search));
  const [tab, setTab] = useState<AgendaTab>(draftTitle === undefined ? 'medicinas' : 'citas');
  const [editor, setEditor] = useState<Editor | null>(() =>
    draftTitle === undefined ? null : { kind: 'appointment', item: null, draftTitle },
  );
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);
  const panels = useRef<HTMLDivElement>(null);

  // The request is taken: a reload or a shared address no longer opens the form again.
  useEffect(() => {
    if (appointmentDraftTitle(search) !== undefined) navigate(routePaths.agenda, { replace: true });
  }, [search, navigate]);

  function saveMedicine(input: MedicineInput) {
    const editing = editor?.kind === 'medicine' ? editor.item : null;
    // Deleted in another tab while being edited: kept as a new entry rather than lost.
    const saved = (editing && updateMedicine(editing.id, input)) || addMedicine(input);
    settleDueReminders({ medicines: [saved], appointments: [], now: Date.now(), timeZone });
    showToast({
      title: editing ? t('agenda.medicineUpdated') : t('agenda.medicineAdded'),
      description: t('reminders.medicineReminderLine', {
        name: saved.name,
        dose: saved.dose,
        time: saved.time,
      }),
    });
    setEditor(null);
  }

  function saveAppointment(input: AppointmentInput) {
    const editing = editor?.kind === 'appointment' ? editor.item : null;
    const saved = (editing && updateAppointment(editing.id, input)) || addAppointment(input);
    settleDueReminders({ medicines: [], appointments: [saved], now: Date.now(), timeZone });
    showToast({
      title: editing ? t('agenda.appointmentUpdated') : t('agenda.appointmentAdded'),
      description: saved.title,
    });
    setEditor(null);
  }

  function markTaken(medicine: Medicine, taken: boolean) {
    setMedicineTaken(medicine.id, taken, today);
    // Its reminder is done: the notice on the phone goes too (in every tab, it is the phone's).
    if (taken) void closeReminderNotifications('medicine', medicine.id);
  }

  function confirmDelete() {
    if (!pendingDelete) return;
    const medicine = pendingDelete.kind === 'medicine';
    if (medicine) removeMedicine(pendingDelete.id);
    else removeAppointment(pendingDelete.id);
    void closeReminderNotifications(pendingDelete.kind, pendingDelete.id);
    showToast({
      title: medicine ? t('agenda.medicineDeleted') : t('agenda.appointmentDeleted'),
      description: pendingDelete.label,
    });
    setPendingDelete(null);
    // The deleted row's button is gone: give focus to the list it was in, not to the page's top.
    requestAnimationFrame(() =>
      panels.current?.querySelector<HTMLElement>('[role="tabpanel"]')?.focus(),
    );
  }

  const adding = tab === 'medicinas' ? t('agenda.addMedicine') : t('agenda.addAppointment');

  return (
    <div className={styles.page}>
      <div ref={panels}>
        <DataTabs
          value={tab}
          onValueChange={setTab}
          listName={{ label: t('agenda.tabsLabel') }}
          panelClassName={styles.panel}
          tabs={[
            {
              value: 'medicinas',
              label: t('agenda.tabMedicines'),
              content: (
                <MedicineList
                  medicines={medicines}
                  today={today}
                  onTakenChange={markTaken}
                  onEdit={(item) => setEditor({ kind: 'medicine', item })}
                  onDelete={(item) =>
                    setPendingDelete({ kind: 'medicine', id: item.id, label: item.name })
                  }
                />
              ),
            },
            {
              value: 'citas',
              label: t('agenda.tabAppointments'),
              content: (
                <AppointmentList
                  appointments={appointments}
                  now={now}
                  timeZone={timeZone}
                  onEdit={(item) => setEditor({ kind: 'appointment', item })}
                  onDelete={(item) =>
                    setPendingDelete({ kind: 'appointment', id: item.id, label: item.title })
                  }
                />
              ),
            },
          ]}
        />
      </div>
      <ReminderNotificationsCard />
      <AgendaExportCard medicines={medicines} appointments={appointments} timeZone={timeZone} />
      <p className={styles.footerNotice}>
        <Info aria-hidden="true" size={18} className={styles.footerIcon} />
        {t('agenda.footerNotice')}
      </p>
      <Button
        className={styles.fab}
        size="lg"
        aria-label={adding}
        onClick={() =>
          setEditor({ kind: tab === 'medicinas' ? 'medicine' : 'appointment', item: null })
        }
      >
        <Plus aria-hidden="true" size={24} />
        {t('agenda.add')}
      </Button>
      <MedicineFormDialog
        open={editor?.kind === 'medicine'}
        medicine={editor?.kind === 'medicine' ? editor.item : null}
        onOpenChange={(open) => !open && setEditor(null)}
        onSave={saveMedicine}
      />
      <AppointmentFormDialog
        open={editor?.kind === 'appointment'}
        appointment={editor?.kind === 'appointment' ? editor.item : null}
        {...(editor?.kind === 'appointment' && editor.draftTitle !== undefined
          ? { draftTitle: editor.draftTitle }
          : {})}
        timeZone={timeZone}
        onOpenChange={(open) => !open && setEditor(null)}
        onSave={saveAppointment}
      />
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => !open && setPendingDelete(null)}
        title={t('agenda.deleteQuestion')}
        description={
          pendingDelete ? t('agenda.deleteDescription', { label: pendingDelete.label }) : undefined
        }
        confirmLabel={t('agenda.deleteConfirm')}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
