import { CalendarDays, CreditCard, House, UserRound, type LucideIcon } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import * as styles from './BottomNav.css';
import { t } from '../../content/messages';
import { routePaths } from '../../content/routePaths';

interface NavItem {
  readonly label: string;
  readonly href: string;
  readonly icon: LucideIcon;
}

const navItems = (): readonly NavItem[] => [
  { label: t('app.navDashboard'), href: routePaths.dashboard, icon: House },
  { label: t('app.navAgenda'), href: routePaths.agenda, icon: CalendarDays },
  { label: t('app.navMyPlan'), href: routePaths.myPlan, icon: CreditCard },
  { label: t('app.navProfile'), href: routePaths.profile, icon: UserRound },
];

export function BottomNav() {
  const [location] = useLocation();
  return (
    <nav className={styles.nav} aria-label={t('app.navigationLabel')}>
      <ul className={styles.list}>
        {navItems().map(({ label, href, icon: Icon }) => {
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
