import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { notificationTargetPath } from '../../src/serviceWorker/notificationTarget';

const origin = 'https://vita365.example';

describe('notificationTargetPath', () => {
  it('whatever a notification carries, tapping it stays on this origin', () => {
    const data = fc.oneof(
      fc.record({
        url: fc.oneof(fc.string(), fc.webUrl(), fc.webPath(), fc.constant('//x.example')),
      }),
      fc.anything(),
    );
    fc.assert(
      fc.property(data, (value) => {
        const path = notificationTargetPath(value, origin);
        expect(path.startsWith('/')).toBe(true);
        expect(path.startsWith('//')).toBe(false);
        expect(new URL(path, origin).origin).toBe(origin);
      }),
    );
  });
});
