// @vitest-environment jsdom
// The dashboard draws its first screen in at most two renders (issue 44): the whole app is started as
// src/main.tsx starts it, with a benchmark member in storage (tests/support/benchMembers.ts), and
// React's Profiler counts the commits of the dashboard page and of the member shell around it (header,
// bell, bottom navigation) until nothing is left to run. The shell's two are its spinner while the
// page's code arrives, then the page.
import { act, cleanup, render, screen } from '@testing-library/react';
import { Profiler, type ComponentType, type ProfilerOnRenderCallback } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as MemberShellModule from '../../../../src/app/shell/MemberShell';
import { BENCH_MEMBER_CASES, benchMemberStorage } from '../../../support/benchMembers';

const commits = { page: 0, shell: 0 };
const count =
  (part: keyof typeof commits): ProfilerOnRenderCallback =>
  () => {
    commits[part] += 1;
  };

vi.mock('../../../../src/features/dashboard/DashboardPage', async (importOriginal) => {
  const { default: Page } = await importOriginal<{ default: ComponentType }>();
  return {
    default: function ProfiledDashboard() {
      return (
        <Profiler id="dashboard" onRender={count('page')}>
          <Page />
        </Profiler>
      );
    },
  };
});

vi.mock('../../../../src/app/shell/MemberShell', async (importOriginal) => {
  const { MemberShell } = await importOriginal<typeof MemberShellModule>();
  return {
    MemberShell: function ProfiledShell(props: Parameters<typeof MemberShell>[0]) {
      return (
        <Profiler id="shell" onRender={count('shell')}>
          <MemberShell {...props} />
        </Profiler>
      );
    },
  };
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  commits.page = 0;
  commits.shell = 0;
});

/** Lets every task and promise queued so far run, and what they queue, some rounds deep. */
async function settle(): Promise<void> {
  for (let round = 0; round < 20; round++)
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

describe('the dashboard on load', () => {
  it.each(BENCH_MEMBER_CASES)('renders at most twice for the %s member', async (memberCase) => {
    for (const [key, value] of Object.entries(benchMemberStorage(memberCase)))
      localStorage.setItem(key, value);
    window.history.replaceState(null, '', '/dashboard');
    const { browserPersistenceEnvironment, startPersistence } =
      await import('../../../../src/state/persistence');
    startPersistence(browserPersistenceEnvironment());
    const { App } = await import('../../../../src/app/App');
    render(<App />);
    await screen.findByRole('heading', { name: /^¡Hola, / }, { timeout: 20_000 });
    await settle();
    expect(screen.getByText(memberCase === 'paid' ? 'Activo' : 'Pendiente')).toBeTruthy();
    expect(commits.page).toBeGreaterThanOrEqual(1);
    expect(commits.page).toBeLessThanOrEqual(2);
    expect(commits.shell).toBeLessThanOrEqual(2);
  });
});
