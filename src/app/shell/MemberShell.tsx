import { lazy, Suspense, type ReactNode } from 'react';
import type { MemberRouteEntry } from '../routes';
import { useDocumentMeta } from '../useDocumentMeta';
import { BottomNav } from './BottomNav';
import { Header } from './Header';
import { MemberRouteContext } from './memberRouteContext';
import * as styles from './MemberShell.css';

// Agenda reminders run on every member page; their own small chunk, not the agenda page's code.
const ReminderRunner = lazy(() =>
  import('../../features/agenda/ReminderRunner').then((module) => ({
    default: module.ReminderRunner,
  })),
);

/** The signed-in frame of spec §2: header on top, the page, bottom navigation. */
export function MemberShell({
  route,
  children,
}: {
  readonly route: MemberRouteEntry;
  readonly children: ReactNode;
}) {
  useDocumentMeta(route.title, route.description);
  return (
    <MemberRouteContext.Provider value={route}>
      <div className={styles.frame}>
        <Header title={route.title} {...(route.back ? { back: route.back } : {})} />
        <main id="contenido" className={styles.main}>
          {children}
        </main>
        <BottomNav />
        <Suspense fallback={null}>
          <ReminderRunner />
        </Suspense>
      </div>
    </MemberRouteContext.Provider>
  );
}
