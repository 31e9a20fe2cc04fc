import { describe, expect, it } from 'vitest';
import { isMemberPath } from '../../../src/app/preloadRoute';

describe('isMemberPath', () => {
  it('is true on member routes, with or without parameters', () => {
    for (const path of ['/dashboard', '/agenda', '/mi-chequeo/nueva', '/recibo/PAY-1']) {
      expect(isMemberPath(path), path).toBe(true);
    }
  });

  it('is false on public and sign-in pages and on unknown paths', () => {
    for (const path of ['/', '/legal', '/login', '/register', '/no-existe', '/agenda/extra']) {
      expect(isMemberPath(path), path).toBe(false);
    }
  });
});
