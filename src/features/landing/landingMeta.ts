// Browser-tab title and meta description of the landing page: used by the page and by the prerender.
import { landing } from '../../content/landing';

export const landingMeta = landing.meta;
