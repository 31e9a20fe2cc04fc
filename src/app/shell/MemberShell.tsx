import { Suspense, useEffect, type ReactNode } from 'react';
import { ShellNotices, ShellOffers } from '../../features/offline/ShellNotices';
import { Spinner } from '../../ui/Spinner/Spinner';
import { loadReminderRunner, type MemberRouteEntry } from '../routes';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import { BottomNav } from './BottomNav';
import { Header } from './Header';
import { runInIdleSteps } from './idleSteps';
import { MemberRouteContext } from './memberRouteContext';
import * as styles from './MemberShell.css';

/** The signed-in frame of spec §2: header on top, the page, bottom navigation. */
export function MemberShell({
  route,
  children,
}: {
  readonly route: MemberRouteEntry;
  readonly children: ReactNode;
}) {
  useDocumentMeta(route.title, route.description);
  // Agenda reminders run on every member page, from their own small chunk (not the agenda page). They
  // start once the page is drawn: reading the agenda and the first check each take an idle period.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelSteps: (() => void) | undefined;
    let active = true;
    loadReminderRunner()
      .then(({ prepareReminderData, startReminderRunner }) => {
        if (!active) return;
        cancelSteps = runInIdleSteps([
          prepareReminderData,
          () => {
            stop = startReminderRunner();
          },
        ]);
      })
      // Offline before the chunk arrived: no reminders on this page; the next page tries again.
      .catch(() => undefined);
    return () => {
      active = false;
      cancelSteps?.();
      stop?.();
    };
  }, []);
  return (
    <MemberRouteContext.Provider value={route}>
      <div className={styles.frame}>
        <Header title={route.title} {...(route.back ? { back: route.back } : {})} />
        <main id="contenido" className={styles.main}>
          <ShellNotices />
          {/* The offer shows with the page, never under its spinner, so the page cannot push it. */}
          <Suspense fallback={<Spinner />}>
            {children}
            <ShellOffers path={route.path} />
          </Suspense>
        </main>
        <BottomNav />
      </div>
    </MemberRouteContext.Provider>
  );
}
