// Which member's sync runs: one at a time, stopped as soon as its member is no longer signed in.
import { describe, expect, it, vi } from 'vitest';
import type { AuthBackend } from '../../../src/auth/authBackend';
import { followSignedInMember, runningMemberSync } from '../../../src/auth/memberSyncSession';
import type { MemberSync } from '../../../src/sync/memberSync';

function fakeSync(): MemberSync {
  return {
    flush: vi.fn(),
    stop: vi.fn(),
    forgetMemberData: vi.fn(),
  };
}

function hostedBackend() {
  const started: Record<string, MemberSync> = {};
  const startMemberSync = vi.fn((userId: string) => {
    started[userId] = fakeSync();
    return Promise.resolve(started[userId]);
  });
  return {
    backend: { mode: 'hosted', startMemberSync } as unknown as AuthBackend,
    started,
    startMemberSync,
  };
}

describe('followSignedInMember', () => {
  it('starts one sync per signed-in member, stops it when another signs in or nobody is', async () => {
    const { backend, started, startMemberSync } = hostedBackend();
    followSignedInMember(backend, 'ana');
    followSignedInMember(backend, 'ana');
    expect(startMemberSync).toHaveBeenCalledTimes(1);
    expect(await runningMemberSync()).toBe(started.ana);

    followSignedInMember(backend, 'beto');
    await runningMemberSync();
    expect(started.ana?.stop).toHaveBeenCalled();
    expect(await runningMemberSync()).toBe(started.beto);

    followSignedInMember(backend, null);
    expect(await runningMemberSync()).toBeNull();
    await vi.waitFor(() => expect(started.beto?.stop).toHaveBeenCalled());
  });

  it('stops a sync that finishes starting after its member signed out', async () => {
    let finish: (sync: MemberSync) => void = () => undefined;
    const late = fakeSync();
    const backend = {
      mode: 'hosted',
      startMemberSync: () => new Promise<MemberSync>((resolve) => (finish = resolve)),
    } as unknown as AuthBackend;
    followSignedInMember(backend, 'ana');
    const pending = runningMemberSync();
    followSignedInMember(backend, null);
    finish(late);
    expect(await pending).toBeNull();
    expect(late.stop).toHaveBeenCalled();
  });

  it('does nothing in demo mode', async () => {
    followSignedInMember({ mode: 'demo' } as unknown as AuthBackend, 'ana');
    expect(await runningMemberSync()).toBeNull();
  });
});
