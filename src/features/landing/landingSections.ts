// The in-page navigation of spec §2 'Landing': the ids of the sections the anchors scroll to, in page
// order, each with its label from content/landing.json.
import { landing, type NavigationLabels } from '../../content/landing';

export type LandingSectionId = keyof NavigationLabels;

const sectionIds: readonly LandingSectionId[] = [
  'inicio',
  'quienes-somos',
  'servicios',
  'contacto',
];

export const landingSections = sectionIds.map((id) => ({ id, label: landing.navigation[id] }));
