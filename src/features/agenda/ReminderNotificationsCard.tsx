import { BellRing, CalendarPlus } from 'lucide-react';
import { useContext, useState } from 'react';
import { AuthContext } from '../../auth/authContext';
import {
  notificationPermission,
  requestNotificationPermission,
  showSystemNotification,
  type NotificationPermissionState,
  type SystemNotificationResult,
} from '../../state/systemNotifications';
import { showToast } from '../../state/toasts';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import * as styles from './AgendaPage.css';
import { downloadAgendaCalendar } from './downloadAgendaCalendar';
import { PushRemindersCard } from './PushRemindersCard';
import { routePaths } from '../../content/routePaths';

const explanation: Record<NotificationPermissionState, string> = {
  default:
    'Tu teléfono te avisará de tus medicinas y citas aunque estés en otra app, mientras Vita365 siga abierta.',
  granted: 'Recordatorios activados: tu teléfono te avisará de tus medicinas y citas.',
  denied:
    'Los avisos están bloqueados para Vita365. Puedes permitirlos en los ajustes del navegador; mientras tanto te avisaremos dentro de la app.',
  unsupported:
    'Este navegador no puede mostrar avisos en tu teléfono. Te avisaremos dentro de la app mientras esté abierta.',
};

const testFailure: Partial<Record<SystemNotificationResult, string>> = {
  'no-service-worker': 'La app todavía se está preparando. Inténtalo en unos segundos.',
  failed: 'Tu teléfono no aceptó el aviso. Inténtalo de nuevo.',
};

/** The test notice: what a reminder looks like on this phone. */
export const TEST_NOTIFICATION = {
  tag: 'vita365-prueba',
  title: 'Vita365',
  body: 'Así te recordaremos tus medicinas y citas.',
  url: routePaths.agenda,
} as const;

/** Demo mode has no server to send reminders to a locked phone (issue 45). */
export const DEMO_LOCKED_PHONE_NOTICE =
  'Para recibir recordatorios con el teléfono bloqueado y la app cerrada necesitas una cuenta con el servicio de Vita365. Mientras tanto, añade tu agenda al calendario del teléfono: sus alarmas suenan aunque la app esté cerrada.';

/**
 * 'Recordatorios en tu teléfono', below the agenda's lists. Hosted mode: the server's reminders by
 * Web Push (PushRemindersCard). Demo mode: 'Activar recordatorios' asks the browser only when tapped
 * and says why when it cannot (the in-app reminder then goes on alone), and the calendar file is
 * offered for reminders with the app closed.
 */
export function ReminderNotificationsCard() {
  const auth = useContext(AuthContext);
  if (auth?.mode === 'hosted' && auth.client) return <PushRemindersCard client={auth.client} />;
  return <InAppRemindersCard />;
}

function InAppRemindersCard() {
  const [permission, setPermission] = useState(notificationPermission);

  const activate = async (): Promise<void> => {
    setPermission(await requestNotificationPermission());
  };
  const sendTest = async (): Promise<void> => {
    const result = await showSystemNotification(TEST_NOTIFICATION);
    const problem = testFailure[result];
    if (problem) showToast({ title: 'No se pudo mostrar el aviso', description: problem });
  };

  return (
    <Card className={styles.toolCard} aria-labelledby="recordatorios-titulo">
      <h2 id="recordatorios-titulo" className={styles.toolTitle}>
        <BellRing className={styles.toolIcon} size={22} aria-hidden="true" />
        Recordatorios en tu teléfono
      </h2>
      <p className={styles.toolText}>{explanation[permission]}</p>
      {permission === 'default' ? (
        <div className={styles.toolActions}>
          <Button onClick={() => void activate()}>Activar recordatorios</Button>
        </div>
      ) : null}
      {permission === 'granted' ? (
        <div className={styles.toolActions}>
          <Button tone="secondary" onClick={() => void sendTest()}>
            Enviar un aviso de prueba
          </Button>
        </div>
      ) : null}
      <p className={styles.toolText}>{DEMO_LOCKED_PHONE_NOTICE}</p>
      <div className={styles.toolActions}>
        <Button tone="secondary" onClick={downloadAgendaCalendar}>
          <CalendarPlus aria-hidden="true" size={20} />
          Añadir mi agenda al calendario (.ics)
        </Button>
      </div>
    </Card>
  );
}
