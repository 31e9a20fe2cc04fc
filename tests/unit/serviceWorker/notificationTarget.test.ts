import { describe, expect, it, vi } from 'vitest';
import { openPathMessage } from '../../../src/domain/device/serviceWorkerMessages';
import {
  DEFAULT_NOTIFICATION_PATH,
  notificationTargetPath,
  openNotificationTarget,
  type WindowLike,
} from '../../../src/serviceWorker/notificationTarget';

const origin = 'https://vita365.example';

function fakeWindow(
  url: string,
  state: Partial<Pick<WindowLike, 'focused' | 'visibilityState'>> = {},
) {
  return {
    url,
    focused: state.focused ?? false,
    visibilityState: state.visibilityState ?? 'hidden',
    focus: vi.fn(async () => undefined),
    postMessage: vi.fn(),
  };
}

function fakeClients(windows: ReturnType<typeof fakeWindow>[]) {
  return {
    matchAll: vi.fn(async () => windows),
    openWindow: vi.fn(async () => null),
  };
}

describe('notificationTargetPath', () => {
  it.each([
    [{ url: '/agenda' }, '/agenda'],
    [{ url: '/agenda?tab=citas#hoy' }, '/agenda?tab=citas#hoy'],
    [{ url: `${origin}/mi-chequeo` }, '/mi-chequeo'],
  ])('keeps a path of this app: %j → %s', (data, expected) => {
    expect(notificationTargetPath(data, origin)).toBe(expected);
  });

  it.each([
    ['no data', undefined],
    ['no url', {}],
    ['an empty url', { url: '' }],
    ['a url that is not text', { url: 42 }],
    ['another origin', { url: 'https://otro.example/agenda' }],
    ['a protocol-relative url', { url: '//otro.example/agenda' }],
    ['a doubled slash on this origin', { url: `${origin}//otro.example` }],
    ['a script url', { url: 'javascript:alert(1)' }],
  ])('falls back to the agenda for %s', (_, data) => {
    expect(notificationTargetPath(data, origin)).toBe(DEFAULT_NOTIFICATION_PATH);
  });
});

describe('openNotificationTarget', () => {
  it('focuses a tab already showing the path, without touching it otherwise', async () => {
    const showing = fakeWindow(`${origin}/agenda`);
    const other = fakeWindow(`${origin}/dashboard`, { focused: true });
    const clients = fakeClients([other, showing]);
    await openNotificationTarget(clients, origin, '/agenda');
    expect(showing.focus).toHaveBeenCalledOnce();
    expect(other.postMessage).not.toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('asks an open tab to show the path in-app (no reload) and focuses it', async () => {
    const hidden = fakeWindow(`${origin}/perfil`);
    const visible = fakeWindow(`${origin}/dashboard`, { visibilityState: 'visible' });
    const clients = fakeClients([hidden, visible]);
    await openNotificationTarget(clients, origin, '/agenda');
    expect(visible.postMessage).toHaveBeenCalledWith(openPathMessage('/agenda'));
    expect(visible.focus).toHaveBeenCalledOnce();
    expect(hidden.postMessage).not.toHaveBeenCalled();
  });

  it('prefers the focused tab over a merely visible one', async () => {
    const visible = fakeWindow(`${origin}/perfil`, { visibilityState: 'visible' });
    const focused = fakeWindow(`${origin}/dashboard`, { focused: true });
    await openNotificationTarget(fakeClients([visible, focused]), origin, '/agenda');
    expect(focused.postMessage).toHaveBeenCalledOnce();
    expect(visible.postMessage).not.toHaveBeenCalled();
  });

  it('opens a new window when no tab of the app is open', async () => {
    const foreign = fakeWindow('https://otro.example/agenda', { focused: true });
    const clients = fakeClients([foreign]);
    await openNotificationTarget(clients, origin, '/agenda');
    expect(clients.openWindow).toHaveBeenCalledWith(`${origin}/agenda`);
    expect(foreign.focus).not.toHaveBeenCalled();
  });
});
