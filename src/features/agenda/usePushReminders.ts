// The state of 'Recordatorios en tu teléfono' in hosted mode (issue 45), without UI: whether this
// browser can get the server's reminders, whether this phone does, the member's other phones, and the
// member's actions on them.
import type { SupabaseClient } from '@supabase/supabase-js';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { t } from '../../content/messages';
import { deviceLabel } from '../../domain/device/deviceLabel';
import {
  createPushDeviceCalls,
  PushDeviceError,
  PUSH_CALL_FAILED,
  type PushDevice,
  type PushDeviceCalls,
} from '../../membership/pushDevices';
import {
  browserSubscription,
  currentPushSubscription,
  pushAvailability,
  subscribeThisPhone,
  vapidPublicKey,
  type PushAvailability,
} from '../../membership/thisPhonePush';
import { memberTimeZone } from '../../state/memberTimeZone';
import { showToast } from '../../state/toasts';

export type PushCardState =
  | 'loading'
  /** The build has no VAPID key, or this browser has no Push API. */
  | 'unsupported'
  | 'denied'
  | 'off'
  | 'on';

export interface PushReminders {
  readonly state: PushCardState;
  readonly busy: boolean;
  /** This phone's entry, when it gets reminders. */
  readonly thisDevice: PushDevice | undefined;
  readonly otherDevices: readonly PushDevice[];
  activate(): Promise<void>;
  stopHere(): Promise<void>;
  remove(device: PushDevice): Promise<void>;
  /** Whether the lock screen names the medicine; undefined until read. */
  readonly showsNames: boolean | undefined;
  setShowsNames(value: boolean): Promise<void>;
}

const failed = (error: unknown) =>
  showToast({
    title: t('agenda.pushFailedTitle'),
    description: error instanceof PushDeviceError ? error.message : PUSH_CALL_FAILED,
  });

/** The member's phones, this one marked; none (after saying why) when the server cannot be asked. */
async function loadDevices(calls: PushDeviceCalls): Promise<PushDevice[]> {
  const subscription = await currentPushSubscription().catch(() => null);
  try {
    return await calls.list(subscription?.endpoint ?? null);
  } catch (error) {
    failed(error);
    return [];
  }
}

export function usePushReminders(client: SupabaseClient): PushReminders {
  const calls = useMemo(() => createPushDeviceCalls(client), [client]);
  const [availability, setAvailability] = useState<PushAvailability>(() =>
    vapidPublicKey() ? pushAvailability() : 'unsupported',
  );
  const [devices, setDevices] = useState<readonly PushDevice[] | undefined>();
  const [busy, setBusy] = useState(false);
  const [showsNames, setShowsNamesState] = useState<boolean | undefined>();

  const refresh = useCallback(async () => setDevices(await loadDevices(calls)), [calls]);

  useEffect(() => {
    if (availability === 'unsupported') return;
    let live = true;
    void loadDevices(calls).then((list) => {
      if (live) setDevices(list);
    });
    void calls.showsNames().then(
      (value) => {
        if (live) setShowsNamesState(value);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [availability, calls]);

  const busyWhile = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const thisDevice = devices?.find((device) => device.thisDevice);
  let state: PushCardState;
  if (availability === 'unsupported') state = 'unsupported';
  else if (availability === 'denied') state = 'denied';
  else if (devices === undefined) state = 'loading';
  else state = thisDevice ? 'on' : 'off';

  return {
    state,
    busy,
    thisDevice,
    otherDevices: (devices ?? []).filter((device) => !device.thisDevice),
    activate: () =>
      busyWhile(async () => {
        const result = await subscribeThisPhone(vapidPublicKey());
        if (result.kind === 'denied' || result.kind === 'unsupported') {
          setAvailability(result.kind);
          return;
        }
        const subscription =
          result.kind === 'subscribed' ? browserSubscription(result.subscription) : null;
        if (!subscription) {
          showToast({
            title: t('agenda.pushActivateFailedTitle'),
            description: t('agenda.pushActivateFailed'),
          });
          return;
        }
        const label = deviceLabel(navigator.userAgent) ?? t('agenda.unnamedDevice');
        await calls.subscribe(subscription, label, memberTimeZone());
        await refresh();
        showToast({
          title: t('agenda.pushActivatedTitle'),
          description: t('agenda.pushActivated'),
        });
      }),
    stopHere: () =>
      busyWhile(async () => {
        const subscription = await currentPushSubscription();
        if (subscription) {
          await calls.unsubscribe(subscription.endpoint);
          await subscription.unsubscribe().catch(() => false);
        }
        await refresh();
        showToast({
          title: t('agenda.pushStoppedTitle'),
          description: t('agenda.pushStopped'),
        });
      }),
    showsNames,
    setShowsNames: (value) => {
      // Shown at once; put back if the server does not take it.
      const before = showsNames;
      setShowsNamesState(value);
      return busyWhile(async () => {
        try {
          setShowsNamesState(await calls.setShowsNames(value));
        } catch (error) {
          setShowsNamesState(before);
          throw error;
        }
      });
    },
    remove: (device) =>
      busyWhile(async () => {
        await calls.remove(device.id);
        await refresh();
        showToast({
          title: t('agenda.deviceRemovedTitle'),
          description: t('agenda.deviceRemoved', { device: device.label }),
        });
      }),
  };
}
