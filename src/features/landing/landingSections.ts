// The in-page navigation of spec §2 'Landing': each anchor's label and the id of the section it scrolls to.
export const landingSections = [
  { id: 'inicio', label: 'Inicio' },
  { id: 'quienes-somos', label: 'Quiénes Somos' },
  { id: 'servicios', label: 'Servicios' },
  { id: 'contacto', label: 'Contacto' },
] as const;

export type LandingSectionId = (typeof landingSections)[number]['id'];
