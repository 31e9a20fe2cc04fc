// The route table of spec §2. Every page is its own lazy chunk; member routes sit behind the auth guard.
import type { ComponentType } from 'react';

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
  { path: '/', ...page('landing/LandingPage') },
  { path: '/legal', ...page('legal/LegalPage') },
  { path: '/politicas-de-privacidad', ...page('legal/LegalPage') },
  { path: '/terminos-y-condiciones', ...page('legal/LegalPage') },
];

export const authRoutes: readonly RouteEntry[] = [
  { path: '/login', ...page('auth/LoginPage') },
  { path: '/register', ...page('auth/RegisterPage') },
];

export const memberRoutes: readonly MemberRouteEntry[] = [
  {
    path: '/dashboard',
    title: 'Inicio',
    ...page('dashboard/DashboardPage'),
  },
  {
    path: '/coberturas',
    title: 'Coberturas',
    back: '/dashboard',
    description: 'Explora y administra las coberturas de tu plan Vita365.',
    ...page('coverage/CoveragePage'),
  },
  {
    path: '/mi-chequeo',
    title: 'Mi Chequeo',
    back: '/dashboard',
    ...page('checkup/CheckupPage'),
  },
  {
    path: '/mi-chequeo/nueva',
    title: 'Nueva medición',
    back: '/mi-chequeo',
    ...page('checkup/NewMeasurementPage'),
  },
  {
    path: '/mi-chequeo/test-alertas',
    title: 'Test de alertas',
    back: '/mi-chequeo/nueva',
    ...page('checkup/AlertsTestPage'),
  },
  {
    path: '/mi-chequeo/peso',
    title: 'Peso y talla',
    back: '/mi-chequeo/nueva',
    ...page('checkup/weight/WeightPage'),
  },
  {
    path: '/mi-chequeo/sueno',
    title: 'Calidad del sueño',
    back: '/mi-chequeo/nueva',
    ...page('checkup/sleep/SleepPage'),
  },
  {
    path: '/mi-chequeo/vitals',
    title: 'Signos vitales',
    back: '/mi-chequeo/nueva',
    ...page('checkup/vitals/VitalsPage'),
  },
  {
    path: '/autocuidado/:topic',
    title: 'Autocuidado',
    back: '/mi-chequeo/test-alertas',
    ...page('selfcare/SelfCareGuidePage'),
  },
  {
    path: '/agenda',
    title: 'Agenda',
    back: '/dashboard',
    ...page('agenda/AgendaPage'),
  },
  {
    path: '/bienestar',
    title: 'Bienestar',
    back: '/dashboard',
    ...page('wellness/WellnessPage'),
  },
  {
    path: '/bienestar/nutricion/:slug',
    title: 'Nutrición',
    back: '/bienestar/nutricion',
    ...page('wellness/NutritionGuidePage'),
  },
  {
    path: '/bienestar/:category',
    title: 'Bienestar',
    back: '/bienestar',
    ...page('wellness/WellnessCategoryPage'),
  },
  {
    path: '/bienestar/:category/:slug',
    title: 'Bienestar',
    back: '/bienestar',
    ...page('wellness/WellnessItemPage'),
  },
  {
    path: '/mi-plan',
    title: 'Mi Plan',
    back: '/dashboard',
    ...page('plan/MyPlanPage'),
  },
  {
    path: '/payment-gateway',
    title: 'Pago',
    back: '/mi-plan',
    ...page('payment/PaymentGatewayPage'),
  },
  {
    path: '/perfil',
    title: 'Perfil',
    back: '/dashboard',
    ...page('profile/ProfilePage'),
  },
  {
    path: '/recibo/:paymentId',
    title: 'Recibo',
    back: '/dashboard',
    ...page('receipt/ReceiptPage'),
  },
];
