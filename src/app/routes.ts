// The route table of spec §2. Every page is its own lazy chunk; member routes sit behind the auth guard.
import type { ComponentType } from 'react';
import { t } from '../content/messages';
import { routePaths } from '../content/routePaths';

export type PageModule = Promise<{ default: ComponentType }>;

export interface RouteEntry {
  readonly path: string;
  /** The page's source file, as the build's manifest names it (scripts/build/prerender.ts preloads it). */
  readonly module: string;
  readonly load: () => PageModule;
}

// Every page file, each a lazy chunk. Found by pattern so that a route names its page once, and the
// build can tell which files a route needs (its `module`).
const pageLoaders = import.meta.glob<{ default: ComponentType }>('../features/**/*Page.tsx');

/** The route fields for a page under src/features ('agenda/AgendaPage'). */
function page(name: string): Pick<RouteEntry, 'module' | 'load'> {
  const load = pageLoaders[`../features/${name}.tsx`];
  if (!load) throw new Error(`routes: no page at src/features/${name}.tsx`);
  return { module: `src/features/${name}.tsx`, load };
}

export interface MemberRouteEntry extends RouteEntry {
  /** Header and browser-tab title. */
  readonly title: string;
  /** Where the header's back button goes; no back button when absent. */
  readonly back?: string;
  /** Meta description, when the spec gives one. */
  readonly description?: string;
}

/** The auth area: login, register and the member shell around every member page. */
export const loadAuthArea = (): PageModule => import('./AuthArea');
export const AUTH_AREA_MODULE = 'src/app/AuthArea.tsx';

/** Agenda reminders, which run on every member page (started by the member shell). */
export const loadReminderRunner = () => import('../features/agenda/reminderRunner');
export const REMINDER_RUNNER_MODULE = 'src/features/agenda/reminderRunner.ts';

/** The page for a path no route matches. */
export const notFoundPage = page('errors/NotFoundPage');

export const publicRoutes: readonly RouteEntry[] = [
  { path: routePaths.landing, ...page('landing/LandingPage') },
  { path: routePaths.legal, ...page('legal/LegalPage') },
  { path: routePaths.privacy, ...page('legal/LegalPage') },
  { path: routePaths.terms, ...page('legal/LegalPage') },
];

export const authRoutes: readonly RouteEntry[] = [
  { path: routePaths.login, ...page('auth/LoginPage') },
  { path: routePaths.register, ...page('auth/RegisterPage') },
];

export const memberRoutes: readonly MemberRouteEntry[] = [
  {
    path: routePaths.dashboard,
    title: t('app.routeTitleDashboard'),
    ...page('dashboard/DashboardPage'),
  },
  {
    path: routePaths.coverage,
    title: t('app.routeTitleCoverage'),
    back: routePaths.dashboard,
    description: t('app.routeDescriptionCoverage'),
    ...page('coverage/CoveragePage'),
  },
  {
    path: routePaths.checkup,
    title: t('app.routeTitleCheckup'),
    back: routePaths.dashboard,
    ...page('checkup/CheckupPage'),
  },
  {
    path: routePaths.newMeasurement,
    title: t('app.routeTitleNewMeasurement'),
    back: routePaths.checkup,
    ...page('checkup/NewMeasurementPage'),
  },
  {
    path: routePaths.alertsTest,
    title: t('app.routeTitleAlertsTest'),
    back: routePaths.newMeasurement,
    ...page('checkup/AlertsTestPage'),
  },
  {
    path: routePaths.weight,
    title: t('app.routeTitleWeight'),
    back: routePaths.newMeasurement,
    ...page('checkup/weight/WeightPage'),
  },
  {
    path: routePaths.sleep,
    title: t('app.routeTitleSleep'),
    back: routePaths.newMeasurement,
    ...page('checkup/sleep/SleepPage'),
  },
  {
    path: routePaths.vitals,
    title: t('app.routeTitleVitals'),
    back: routePaths.newMeasurement,
    ...page('checkup/vitals/VitalsPage'),
  },
  {
    path: routePaths.selfCareGuide,
    title: t('app.routeTitleSelfCare'),
    back: routePaths.alertsTest,
    ...page('selfcare/SelfCareGuidePage'),
  },
  {
    path: routePaths.agenda,
    title: t('app.routeTitleAgenda'),
    back: routePaths.dashboard,
    ...page('agenda/AgendaPage'),
  },
  {
    path: routePaths.wellness,
    title: t('app.routeTitleWellness'),
    back: routePaths.dashboard,
    ...page('wellness/WellnessPage'),
  },
  {
    path: routePaths.nutritionGuide,
    title: t('app.routeTitleNutritionGuide'),
    back: routePaths.nutrition,
    ...page('wellness/NutritionGuidePage'),
  },
  {
    path: routePaths.wellnessCategory,
    title: t('app.routeTitleWellness'),
    back: routePaths.wellness,
    ...page('wellness/WellnessCategoryPage'),
  },
  {
    path: routePaths.wellnessItem,
    title: t('app.routeTitleWellness'),
    back: routePaths.wellness,
    ...page('wellness/WellnessItemPage'),
  },
  {
    path: routePaths.myPlan,
    title: t('app.routeTitleMyPlan'),
    back: routePaths.dashboard,
    ...page('plan/MyPlanPage'),
  },
  {
    path: routePaths.payment,
    title: t('app.routeTitlePayment'),
    back: routePaths.myPlan,
    ...page('payment/PaymentGatewayPage'),
  },
  {
    path: routePaths.profile,
    title: t('app.routeTitleProfile'),
    back: routePaths.dashboard,
    ...page('profile/ProfilePage'),
  },
  {
    path: routePaths.receipt,
    title: t('app.routeTitleReceipt'),
    back: routePaths.dashboard,
    ...page('receipt/ReceiptPage'),
  },
];
