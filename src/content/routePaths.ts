// Every route path of spec §2, once. The route table (src/app/routes.ts) and every link, redirect and
// notification target read their paths here, so a path changes in one place. Paths with a parameter
// are built by a function that encodes it.

export const routePaths = {
  landing: '/',
  login: '/login',
  register: '/register',
  legal: '/legal',
  privacy: '/politicas-de-privacidad',
  terms: '/terminos-y-condiciones',
  dashboard: '/dashboard',
  coverage: '/coberturas',
  checkup: '/mi-chequeo',
  newMeasurement: '/mi-chequeo/nueva',
  alertsTest: '/mi-chequeo/test-alertas',
  weight: '/mi-chequeo/peso',
  sleep: '/mi-chequeo/sueno',
  vitals: '/mi-chequeo/vitals',
  selfCare: '/autocuidado',
  selfCareGuide: '/autocuidado/:topic',
  agenda: '/agenda',
  wellness: '/bienestar',
  nutrition: '/bienestar/nutricion',
  nutritionGuide: '/bienestar/nutricion/:slug',
  wellnessCategory: '/bienestar/:category',
  wellnessItem: '/bienestar/:category/:slug',
  myPlan: '/mi-plan',
  payment: '/payment-gateway',
  profile: '/perfil',
  receipt: '/recibo/:paymentId',
} as const;

/** '/recibo/{paymentId}' for one payment. */
export function receiptPath(paymentId: string): string {
  return `/recibo/${encodeURIComponent(paymentId)}`;
}
