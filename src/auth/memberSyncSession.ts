// Which member's data sync is running (hosted mode): started when a member is signed in, stopped at
// once when they sign out or another member signs in, so two members' syncs never overlap.
import type { MemberSync } from '../sync/memberSync';
import type { AuthBackend } from './authBackend';

interface Running {
  readonly userId: string;
  readonly started: Promise<MemberSync | null>;
  stopped: boolean;
}

let running: Running | null = null;

/** Keeps the running sync on the signed-in member (null: nobody); a no-op in demo mode. */
export function followSignedInMember(backend: AuthBackend, userId: string | null): void {
  if (running?.userId === userId) return;
  if (running) {
    const previous = running;
    previous.stopped = true;
    void previous.started.then((sync) => sync?.stop());
  }
  running = null;
  if (userId === null || !backend.startMemberSync) return;
  const next: Running = {
    userId,
    // A failed start (the sync chunk could not be fetched offline) leaves the data on this phone
    // and is tried again at the next sign-in or page load.
    started: backend.startMemberSync(userId).then(
      (sync) => {
        if (next.stopped) sync.stop();
        return next.stopped ? null : sync;
      },
      () => null,
    ),
    stopped: false,
  };
  running = next;
}

/** The signed-in member's running sync, or null (demo mode, signed out, or it failed to start). */
export async function runningMemberSync(): Promise<MemberSync | null> {
  return running ? running.started : null;
}
