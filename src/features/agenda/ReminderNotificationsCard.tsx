import { BellRing, CalendarPlus } from 'lucide-react';
import { useContext, useState } from 'react';
import { AuthContext } from '../../auth/authContext';
import { t } from '../../content/messages';
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

function explanation(permission: NotificationPermissionState): string {
  switch (permission) {
    case 'default':
      return t('agenda.inAppDefault');
    case 'granted':
      return t('agenda.inAppGranted');
    case 'denied':
      return t('agenda.inAppDenied');
    case 'unsupported':
      return t('agenda.inAppUnsupported');
  }
}

/** Why the test notice did not show; undefined when it did. */
function testFailure(result: SystemNotificationResult): string | undefined {
  if (result === 'no-service-worker') return t('agenda.testNoServiceWorker');
  if (result === 'failed') return t('agenda.testFailed');
  return undefined;
}

/** The test notice: what a reminder looks like on this phone. */
const testNotification = () =>
  ({
    tag: 'vita365-prueba',
    title: 'Vita365',
    body: t('agenda.testBody'),
    url: routePaths.agenda,
  }) as const;

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
    const result = await showSystemNotification(testNotification());
    const problem = testFailure(result);
    if (problem) showToast({ title: t('agenda.testFailedTitle'), description: problem });
  };

  return (
    <Card className={styles.toolCard} aria-labelledby="recordatorios-titulo">
      <h2 id="recordatorios-titulo" className={styles.toolTitle}>
        <BellRing className={styles.toolIcon} size={22} aria-hidden="true" />
        {t('agenda.remindersTitle')}
      </h2>
      <p className={styles.toolText}>{explanation(permission)}</p>
      {permission === 'default' ? (
        <div className={styles.toolActions}>
          <Button onClick={() => void activate()}>{t('agenda.inAppActivate')}</Button>
        </div>
      ) : null}
      {permission === 'granted' ? (
        <div className={styles.toolActions}>
          <Button tone="secondary" onClick={() => void sendTest()}>
            {t('agenda.sendTest')}
          </Button>
        </div>
      ) : null}
      <p className={styles.toolText}>{t('agenda.demoLockedPhone')}</p>
      <div className={styles.toolActions}>
        <Button tone="secondary" onClick={downloadAgendaCalendar}>
          <CalendarPlus aria-hidden="true" size={20} />
          {t('agenda.addToCalendar')}
        </Button>
      </div>
    </Card>
  );
}
