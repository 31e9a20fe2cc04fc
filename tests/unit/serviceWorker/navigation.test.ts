import { describe, expect, it } from 'vitest';
import { NAVIGATION_DENYLIST } from '../../../src/serviceWorker/navigation';

/** What the service worker's navigation route does with a same-origin path (src/serviceWorker/sw.ts). */
const servesAppShell = (pathname: string): boolean =>
  !NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathname));
import {
  isOpenPathMessage,
  isSkipWaitingMessage,
} from '../../../src/domain/device/serviceWorkerMessages';

describe('servesAppShell', () => {
  it.each([
    '/dashboard',
    '/agenda',
    '/bienestar/respiracion/respiracion-cuadrada',
    '/recibo/pago-1',
    '/login',
  ])('answers the member route %s with the app', (path) => {
    expect(servesAppShell(path)).toBe(true);
  });

  it.each([
    '/sw.js',
    '/bmi/obese.png',
    '/audio/meditacion.mp3',
    '/auth/v1/token',
    '/auth/v1',
    '/rest/v1/medicines',
    '/storage/v1/object/x',
    '/payment-gateway',
  ])('never answers %s with the app (files and backend paths go to the network)', (path) => {
    expect(servesAppShell(path)).toBe(false);
  });
});

describe('messages', () => {
  it('recognises only well-formed messages', () => {
    expect(isSkipWaitingMessage({ type: 'SKIP_WAITING' })).toBe(true);
    expect(isSkipWaitingMessage('SKIP_WAITING')).toBe(false);
    expect(isOpenPathMessage({ type: 'vita365:open-path', path: '/agenda' })).toBe(true);
    expect(isOpenPathMessage({ type: 'vita365:open-path' })).toBe(false);
    expect(isOpenPathMessage(null)).toBe(false);
  });
});
