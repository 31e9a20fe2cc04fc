import type { SupabaseClient } from '@supabase/supabase-js';
import { BellRing, CalendarPlus } from 'lucide-react';
import type { PushDevice } from '../../membership/pushDevices';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import * as styles from './AgendaPage.css';
import { downloadAgendaCalendar } from './downloadAgendaCalendar';
import * as deviceStyles from './PushRemindersCard.css';
import { usePushReminders, type PushCardState } from './usePushReminders';

const explanation: Record<PushCardState, string> = {
  loading: 'Revisando si este teléfono recibe tus recordatorios…',
  off: 'Te avisaremos de tus medicinas y citas aunque el teléfono esté bloqueado y Vita365 cerrada.',
  on: 'Este teléfono recibe tus recordatorios aunque esté bloqueado.',
  denied:
    'Los avisos están bloqueados para Vita365 en este navegador. Puedes permitirlos en sus ajustes. Mientras tanto, añade tu agenda al calendario del teléfono: sus alarmas suenan aunque la app esté cerrada.',
  unsupported:
    'Este navegador no puede recibir recordatorios con la app cerrada (en iPhone, primero añade Vita365 a tu pantalla de inicio). Añade tu agenda al calendario del teléfono: sus alarmas suenan aunque Vita365 esté cerrada.',
};

const since = (device: PushDevice): string =>
  device.createdAt
    ? `Desde el ${new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(device.createdAt))}`
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
        Recordatorios en tu teléfono
      </h2>
      <p className={styles.toolText}>{explanation[state]}</p>
      {state === 'on' && thisDevice ? (
        <p>
          Teléfono suscrito: <strong>{thisDevice.label}</strong>
        </p>
      ) : null}
      <div className={styles.toolActions}>
        {state === 'off' ? (
          <Button disabled={busy} onClick={() => void push.activate()}>
            Activar en este teléfono
          </Button>
        ) : null}
        {state === 'on' ? (
          <Button tone="secondary" disabled={busy} onClick={() => void push.stopHere()}>
            Dejar de recibirlos en este teléfono
          </Button>
        ) : null}
        {state === 'denied' || state === 'unsupported' ? (
          <Button tone="secondary" onClick={downloadAgendaCalendar}>
            <CalendarPlus aria-hidden="true" size={20} />
            Añadir mi agenda al calendario (.ics)
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
            Mostrar el nombre de la medicina o de la cita con el teléfono bloqueado
            <span className={deviceStyles.hint}>
              Si no, el aviso solo dice «Es hora de tu medicina»: cualquiera puede ver una pantalla
              bloqueada.
            </span>
          </span>
        </label>
      ) : null}
      {otherDevices.length > 0 ? (
        <section aria-labelledby="otros-telefonos-titulo">
          <h3 id="otros-telefonos-titulo" className={deviceStyles.subheading}>
            Otros teléfonos con tus recordatorios
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
                  aria-label={`Quitar ${device.label}`}
                  onClick={() => void push.remove(device)}
                >
                  Quitar
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Card>
  );
}
