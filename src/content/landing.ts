// Typed access to the landing page's texts (content/landing.json), checked at build time.
import landingFile from '../../content/landing.json';
import type { Highlight, HighlightIcon, LandingFile, NavigationLabels } from './types/landing';

export type { Highlight, HighlightIcon, LandingFile, NavigationLabels };

/** Every text of /, section by section; the plan cards are in plans.ts, numbers and links in contact.ts. */
export const landing: LandingFile = landingFile as LandingFile;
