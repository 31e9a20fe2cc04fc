import type { ReactNode } from 'react';
import { ShellNotices } from '../../features/offline/ShellNotices';
import type { MemberRouteEntry } from '../routes';
import { useDocumentMeta } from '../useDocumentMeta';
import { BottomNav } from './BottomNav';
import { Header } from './Header';
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
  return (
    <MemberRouteContext.Provider value={route}>
      <div className={styles.frame}>
        <Header title={route.title} {...(route.back ? { back: route.back } : {})} />
        <main id="contenido" className={styles.main}>
          <ShellNotices path={route.path} />
          {children}
        </main>
        <BottomNav />
      </div>
    </MemberRouteContext.Provider>
  );
}
