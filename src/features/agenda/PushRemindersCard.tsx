import type { SupabaseClient } from '@supabase/supabase-js';
import { BellRing, CalendarPlus } from 'lucide-react';
import { t } from '../../content/messages';
import type { PushDevice } from '../../membership/pushDevices';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import * as styles from './AgendaPage.css';
import { downloadAgendaCalendar } from './downloadAgendaCalendar';
import * as deviceStyles from './PushRemindersCard.css';
import { usePushReminders, type PushCardState } from './usePushReminders';
import { formatLongDate } from '../../domain/format/format';
import { memberTimeZone } from '../../state/memberTimeZone';

function explanation(state: PushCardState): string {
  switch (state) {
    case 'loading':
      return t('agenda.pushLoading');
    case 'off':
      return t('agenda.pushOff');
    case 'on':
      return t('agenda.pushOn');
    case 'denied':
      return t('agenda.pushDenied');
    case 'unsupported':
      return t('agenda.pushUnsupported');
  }
}

const since = (device: PushDevice): string =>
  device.createdAt
    ? t('agenda.deviceSince', { date: formatLongDate(device.createdAt, memberTimeZone()) })
    : '';

/**
 * Hosted mode (issue 45): subscribes this phone to the server's reminders, says which phone gets
 * them, stops them here, and lists the member's other phones to remove them.
 */
export function PushRemindersCard({ client }: { readonly client: SupabaseClient }) {
  const push = usePushReminders(client);
  const { state, busy, thisDevice, otherDevices } = push;

  return (
    <Card className={styles.toolCard} aria-labelledby="recordatorios-titulo" aria-busy={busy}>
      <h2 id="recordatorios-titulo" className={styles.toolTitle}>
        <BellRing className={styles.toolIcon} size={22} aria-hidden="true" />
        {t('agenda.remindersTitle')}
      </h2>
      <p className={styles.toolText}>{explanation(state)}</p>
      {state === 'on' && thisDevice ? (
        <p>
          {t('agenda.subscribedDevice')} <strong>{thisDevice.label}</strong>
        </p>
      ) : null}
      <div className={styles.toolActions}>
        {state === 'off' ? (
          <Button disabled={busy} onClick={() => void push.activate()}>
            {t('agenda.pushActivate')}
          </Button>
        ) : null}
        {state === 'on' ? (
          <Button tone="secondary" disabled={busy} onClick={() => void push.stopHere()}>
            {t('agenda.pushStopHere')}
          </Button>
        ) : null}
        {state === 'denied' || state === 'unsupported' ? (
          <Button tone="secondary" onClick={downloadAgendaCalendar}>
            <CalendarPlus aria-hidden="true" size={20} />
            {t('agenda.addToCalendar')}
          </Button>
        ) : null}
      </div>
      {state === 'on' && push.showsNames !== undefined ? (
        <label className={deviceStyles.option}>
          <input
            type="checkbox"
            className={deviceStyles.checkbox}
            checked={push.showsNames}
            disabled={busy}
            onChange={(event) => void push.setShowsNames(event.target.checked)}
          />
          <span>
            {t('agenda.showNames')}
            <span className={deviceStyles.hint}>{t('agenda.showNamesHint')}</span>
          </span>
        </label>
      ) : null}
      {otherDevices.length > 0 ? (
        <section aria-labelledby="otros-telefonos-titulo">
          <h3 id="otros-telefonos-titulo" className={deviceStyles.subheading}>
            {t('agenda.otherDevices')}
          </h3>
          <ul className={deviceStyles.devices}>
            {otherDevices.map((device) => (
              <li key={device.id} className={deviceStyles.device}>
                <span className={deviceStyles.deviceText}>
                  <span className={deviceStyles.deviceLabel}>{device.label}</span>
                  <span className={deviceStyles.deviceSince}>{since(device)}</span>
                </span>
                <Button
                  tone="ghost"
                  disabled={busy}
                  aria-label={t('agenda.removeDeviceLabel', { device: device.label })}
                  onClick={() => void push.remove(device)}
                >
                  {t('agenda.removeDevice')}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Card>
  );
}
