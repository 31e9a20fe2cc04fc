import { CalendarDays, CreditCard, House, UserRound, type LucideIcon } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import * as styles from './BottomNav.css';
import { routePaths } from '../../content/routePaths';

interface NavItem {
  readonly label: string;
  readonly href: string;
  readonly icon: LucideIcon;
}

const items: readonly NavItem[] = [
  { label: 'Inicio', href: routePaths.dashboard, icon: House },
  { label: 'Agenda', href: routePaths.agenda, icon: CalendarDays },
  { label: 'Mi Plan', href: routePaths.myPlan, icon: CreditCard },
  { label: 'Perfil', href: routePaths.profile, icon: UserRound },
];

export function BottomNav() {
  const [location] = useLocation();
  return (
    <nav className={styles.nav} aria-label="Navegación principal">
      <ul className={styles.list}>
        {items.map(({ label, href, icon: Icon }) => {
          const current = location === href || location.startsWith(`${href}/`);
          return (
            <li key={href} className={styles.listItem}>
              <Link href={href} className={styles.link} aria-current={current ? 'page' : undefined}>
                <Icon aria-hidden="true" size={22} />
                <span>{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
