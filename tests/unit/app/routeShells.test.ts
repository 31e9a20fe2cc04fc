import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeShells } from '../../../src/app/routeShells';
import {
  authRoutes,
  memberRoutes,
  notFoundPage,
  publicRoutes,
  AUTH_AREA_MODULE,
  REMINDER_RUNNER_MODULE,
} from '../../../src/app/routes';
import { AUTH_BACKEND_MODULES } from '../../../src/auth/loadAuthBackend';

const root = path.resolve(import.meta.dirname, '../../..');

// Loading every page compiles most of the app (vanilla-extract styles included): seconds of work on a
// busy two-core machine, so this one test gets more than vitest's default 5 s.
const LOADS_EVERY_PAGE_MS = 60_000;

describe('route table', () => {
  it(
    'names, for every route, a page file that exists and is the one it loads',
    async () => {
      for (const route of [...publicRoutes, ...authRoutes, ...memberRoutes, notFoundPage]) {
        expect(existsSync(path.join(root, route.module)), route.module).toBe(true);
        const loaded = await route.load();
        const direct = (await import(/* @vite-ignore */ path.join(root, route.module))) as {
          default: unknown;
        };
        expect(loaded.default, route.module).toBe(direct.default);
      }
    },
    LOADS_EVERY_PAGE_MS,
  );

  it('names source files that exist for the auth area, the back-ends and the reminders', () => {
    for (const module of [
      AUTH_AREA_MODULE,
      REMINDER_RUNNER_MODULE,
      ...Object.values(AUTH_BACKEND_MODULES),
    ]) {
      expect(existsSync(path.join(root, module)), module).toBe(true);
    }
  });
});

describe('routeShells', () => {
  const shells = routeShells('demo');
  const byPath = new Map(shells.map((shell) => [shell.path, shell]));

  it('gives login, register and every member route without parameters a shell of its own', () => {
    const expected = [...authRoutes, ...memberRoutes]
      .map((route) => route.path)
      .filter((routePath) => !routePath.includes(':'));
    expect(shells.map((shell) => shell.path)).toEqual(expected);
    expect(byPath.has('/recibo/:paymentId')).toBe(false);
  });

  it('writes each where a static host looks for it (/mi-chequeo/nueva → mi-chequeo/nueva.html)', () => {
    expect(byPath.get('/agenda')?.file).toBe('agenda.html');
    expect(byPath.get('/mi-chequeo/nueva')?.file).toBe('mi-chequeo/nueva.html');
  });

  it('preloads the auth area, the build’s back-end, the page and, on member pages, the reminders', () => {
    expect(byPath.get('/agenda')?.modules).toEqual([
      AUTH_AREA_MODULE,
      AUTH_BACKEND_MODULES.demo,
      'src/features/agenda/AgendaPage.tsx',
      REMINDER_RUNNER_MODULE,
    ]);
    expect(byPath.get('/login')?.modules).toEqual([
      AUTH_AREA_MODULE,
      AUTH_BACKEND_MODULES.demo,
      'src/features/auth/LoginPage.tsx',
    ]);
    expect(routeShells('hosted')[0]?.modules).toContain(AUTH_BACKEND_MODULES.hosted);
  });

  it('titles a member page’s shell as the page titles itself', () => {
    expect(byPath.get('/coberturas')?.title).toBe('Coberturas · Vita365');
    expect(byPath.get('/login')?.title).toBeUndefined();
  });
});
