// The route table of spec §2. Every page is its own lazy chunk; member routes sit behind the auth guard.
import type { ComponentType } from 'react';

export type PageModule = Promise<{ default: ComponentType }>;

export interface RouteEntry {
  readonly path: string;
  readonly load: () => PageModule;
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

/** Agenda reminders, which run on every member page (started by the member shell). */
export const loadReminderRunner = () => import('../features/agenda/reminderRunner');

export const publicRoutes: readonly RouteEntry[] = [
  { path: '/', load: () => import('../features/landing/LandingPage') },
  { path: '/legal', load: () => import('../features/legal/LegalPage') },
  { path: '/politicas-de-privacidad', load: () => import('../features/legal/LegalPage') },
  { path: '/terminos-y-condiciones', load: () => import('../features/legal/LegalPage') },
];

export const authRoutes: readonly RouteEntry[] = [
  { path: '/login', load: () => import('../features/auth/LoginPage') },
  { path: '/register', load: () => import('../features/auth/RegisterPage') },
];

export const memberRoutes: readonly MemberRouteEntry[] = [
  {
    path: '/dashboard',
    title: 'Inicio',
    load: () => import('../features/dashboard/DashboardPage'),
  },
  {
    path: '/coberturas',
    title: 'Coberturas',
    back: '/dashboard',
    description: 'Explora y administra las coberturas de tu plan Vita365.',
    load: () => import('../features/coverage/CoveragePage'),
  },
  {
    path: '/mi-chequeo',
    title: 'Mi Chequeo',
    back: '/dashboard',
    load: () => import('../features/checkup/CheckupPage'),
  },
  {
    path: '/mi-chequeo/nueva',
    title: 'Nueva medición',
    back: '/mi-chequeo',
    load: () => import('../features/checkup/NewMeasurementPage'),
  },
  {
    path: '/mi-chequeo/test-alertas',
    title: 'Test de alertas',
    back: '/mi-chequeo/nueva',
    load: () => import('../features/checkup/AlertsTestPage'),
  },
  {
    path: '/mi-chequeo/peso',
    title: 'Peso y talla',
    back: '/mi-chequeo/nueva',
    load: () => import('../features/checkup/weight/WeightPage'),
  },
  {
    path: '/mi-chequeo/sueno',
    title: 'Calidad del sueño',
    back: '/mi-chequeo/nueva',
    load: () => import('../features/checkup/sleep/SleepPage'),
  },
  {
    path: '/mi-chequeo/vitals',
    title: 'Signos vitales',
    back: '/mi-chequeo/nueva',
    load: () => import('../features/checkup/vitals/VitalsPage'),
  },
  {
    path: '/agenda',
    title: 'Agenda',
    back: '/dashboard',
    load: () => import('../features/agenda/AgendaPage'),
  },
  {
    path: '/bienestar',
    title: 'Bienestar',
    back: '/dashboard',
    load: () => import('../features/wellness/WellnessPage'),
  },
  {
    path: '/bienestar/nutricion/:slug',
    title: 'Nutrición',
    back: '/bienestar/nutricion',
    load: () => import('../features/wellness/NutritionGuidePage'),
  },
  {
    path: '/bienestar/:category',
    title: 'Bienestar',
    back: '/bienestar',
    load: () => import('../features/wellness/WellnessCategoryPage'),
  },
  {
    path: '/bienestar/:category/:slug',
    title: 'Bienestar',
    back: '/bienestar',
    load: () => import('../features/wellness/WellnessItemPage'),
  },
  {
    path: '/mi-plan',
    title: 'Mi Plan',
    back: '/dashboard',
    load: () => import('../features/plan/MyPlanPage'),
  },
  {
    path: '/payment-gateway',
    title: 'Pago',
    back: '/mi-plan',
    load: () => import('../features/payment/PaymentGatewayPage'),
  },
  {
    path: '/perfil',
    title: 'Perfil',
    back: '/dashboard',
    load: () => import('../features/profile/ProfilePage'),
  },
  {
    path: '/recibo/:paymentId',
    title: 'Recibo',
    back: '/dashboard',
    load: () => import('../features/receipt/ReceiptPage'),
  },
];
