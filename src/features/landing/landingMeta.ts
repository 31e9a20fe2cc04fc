// Browser-tab title and meta description of the landing page: used by the page and by the prerender.
export const landingMeta = {
  title: 'Asistencia médica, vial y en el hogar 24/7',
  description:
    'Vita365 es tu membresía de asistencia médica, vial y en el hogar las 24 horas, con herramientas para cuidar tu salud desde la app. Elige tu plan individual, familiar o para tu empresa.',
} as const;
