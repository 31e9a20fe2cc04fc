import { createContext, useContext } from 'react';
import type { MemberRouteEntry } from '../routes';

export const MemberRouteContext = createContext<MemberRouteEntry | null>(null);

/** The route-table entry of the member page being shown (title, back target). */
export function useMemberRoute(): MemberRouteEntry {
  const route = useContext(MemberRouteContext);
  if (!route) throw new Error('useMemberRoute debe usarse dentro de una página de miembro.');
  return route;
}
