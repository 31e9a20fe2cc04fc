/* Generated from schemas/ by `npm run gen:types`: edit the schema, not this file. */

/**
 * A lucide icon name (https://lucide.dev/icons). Only these are bundled with the landing page, so that it stays light; another icon needs a line in src/features/landing/highlightIcons.ts too.
 */
export type HighlightIcon =
  | 'calendar-clock'
  | 'car'
  | 'clock'
  | 'heart-pulse'
  | 'house'
  | 'leaf'
  | 'smartphone'
  | 'stethoscope'
  | 'users';

/**
 * The texts of the public landing page / (content/landing.json), section by section in page order. The plan cards and their heading are in content/plans/plans.json; e-mail, phone and store links in content/contact.json.
 */
export interface LandingFile {
  /**
   * This file's schema as a path relative to the file, e.g. ../../schemas/triage-test.schema.json. Editors use it to complete and check the file as you type; npm run validate:content checks that it names the schema schemas/index.json gives the file.
   */
  $schema?: string;
  meta: LandingMeta;
  header: HeaderTexts;
  navigation: NavigationLabels;
  hero: HeroTexts;
  about: AboutTexts;
  services: ServicesTexts;
  planChooser: PlanChooserTexts;
  closing: ClosingTexts;
  contact: ContactTexts;
  footer: FooterTexts;
}
/**
 * What search engines and shared links show. The browser tab reads '<title> · Vita365'; Open Graph (link previews) repeats the title and the description.
 */
export interface LandingMeta {
  title: string;
  description: string;
}
export interface HeaderTexts {
  /**
   * What a screen reader says for the logo, which leads back to the top.
   */
  homeLinkLabel: string;
  /**
   * What a screen reader calls the in-page navigation.
   */
  navigationLabel: string;
  loginLabel: string;
}
/**
 * The in-page anchors, keyed by the section they scroll to. The specification fixes these four words; the anchors appear in page order.
 */
export interface NavigationLabels {
  inicio: 'Inicio';
  'quienes-somos': 'Quiénes Somos';
  servicios: 'Servicios';
  contacto: 'Contacto';
}
export interface HeroTexts {
  /**
   * The small line above the title.
   */
  eyebrow: string;
  /**
   * The page's main heading.
   */
  title: string;
  lead: string;
  /**
   * The large button that opens the store of the visitor's device.
   */
  downloadLabel: string;
  /**
   * The store button's two lines, for each store.
   */
  storeBadge: {
    android: StoreBadgeTexts;
    ios: StoreBadgeTexts;
  };
  /**
   * The link to the other store, keyed by the store of the visitor's device: a visitor on Android sees the 'android' text, which leads to the App Store.
   */
  otherStoreLink: {
    android: string;
    ios: string;
  };
  /**
   * Describes the hero illustration (public/images/hero.svg) for those who cannot see it.
   */
  illustrationAlt: string;
}
export interface StoreBadgeTexts {
  /**
   * The small first line, e.g. 'Disponible en'.
   */
  small: string;
  /**
   * The store's name, in large letters.
   */
  store: string;
}
/**
 * The section the 'Quiénes Somos' anchor scrolls to.
 */
export interface AboutTexts {
  title: string;
  lead: string;
  /**
   * @minItems 1
   * @maxItems 6
   */
  values:
    | [Highlight]
    | [Highlight, Highlight]
    | [Highlight, Highlight, Highlight]
    | [Highlight, Highlight, Highlight, Highlight]
    | [Highlight, Highlight, Highlight, Highlight, Highlight]
    | [Highlight, Highlight, Highlight, Highlight, Highlight, Highlight];
}
/**
 * One item of a list with an icon, a short title and one sentence.
 */
export interface Highlight {
  icon: HighlightIcon;
  title: string;
  text: string;
}
/**
 * The benefits banner, which the 'Servicios' anchor scrolls to: what a membership includes.
 */
export interface ServicesTexts {
  title: string;
  lead: string;
  /**
   * @minItems 1
   * @maxItems 9
   */
  items:
    | [Highlight]
    | [Highlight, Highlight]
    | [Highlight, Highlight, Highlight]
    | [Highlight, Highlight, Highlight, Highlight]
    | [Highlight, Highlight, Highlight, Highlight, Highlight]
    | [Highlight, Highlight, Highlight, Highlight, Highlight, Highlight]
    | [Highlight, Highlight, Highlight, Highlight, Highlight, Highlight, Highlight]
    | [Highlight, Highlight, Highlight, Highlight, Highlight, Highlight, Highlight, Highlight]
    | [
        Highlight,
        Highlight,
        Highlight,
        Highlight,
        Highlight,
        Highlight,
        Highlight,
        Highlight,
        Highlight,
      ];
}
/**
 * Texts of the plan chooser besides the plans themselves (content/plans/plans.json).
 */
export interface PlanChooserTexts {
  /**
   * Read by screen readers after the chat button's label, in brackets: the chat opens in a new tab.
   */
  newTabNotice: string;
}
/**
 * The picture near the end of the page (public/images/closing.svg) and its caption.
 */
export interface ClosingTexts {
  imageAlt: string;
  caption: string;
}
/**
 * The section the 'Contacto' anchor scrolls to. The e-mail address and the phone (with its label) come from content/contact.json.
 */
export interface ContactTexts {
  title: string;
  lead: string;
  emailLabel: string;
}
export interface FooterTexts {
  /**
   * The whole copyright line, with the year the site was first published (a fixed year, not today's).
   */
  copyright: string;
  /**
   * What a screen reader calls the footer's links.
   */
  legalNavigationLabel: string;
  /**
   * The link to /politicas-de-privacidad.
   */
  privacyLinkLabel: string;
  /**
   * The link to /terminos-y-condiciones.
   */
  termsLinkLabel: string;
}
