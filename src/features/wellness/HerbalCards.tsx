// The herbal-teas guide's herb cards and its warnings, each opening a dialog with its details.
import { TriangleAlert } from 'lucide-react';
import type { HerbalItemSection, HerbalWarningSection } from '../../content/nutrition';
import { t } from '../../content/messages';
import * as styles from './HerbalCards.css';
import * as pageStyles from './NutritionGuidePage.css';

export type HerbalSection = HerbalItemSection | HerbalWarningSection;

/** Opens a section's dialog; the card is passed so focus can go back to it when the dialog closes. */
export type OpenHerbalSection = (section: HerbalSection, opener: HTMLElement) => void;

export function HerbCards({
  herbs,
  onOpen,
}: {
  readonly herbs: readonly HerbalItemSection[];
  readonly onOpen: OpenHerbalSection;
}) {
  return (
    <section className={pageStyles.section} aria-labelledby="hierbas-titulo">
      <h3 id="hierbas-titulo" className={pageStyles.sectionTitle}>
        {t('wellness.herbsHeading')}
      </h3>
      <ul className={styles.grid}>
        {herbs.map((herb) => (
          <li key={herb.title}>
            <button
              type="button"
              className={styles.card}
              onClick={(event) => onOpen(herb, event.currentTarget)}
              aria-haspopup="dialog"
            >
              <span className={styles.cardTitle}>{herb.title}</span>
              {herb.items.map((item) => (
                <span key={item} className={styles.cardText}>
                  {item}
                </span>
              ))}
              <span className={styles.more} aria-hidden="true">
                {t('wellness.herbDetails')}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HerbalWarnings({
  warnings,
  onOpen,
}: {
  readonly warnings: readonly HerbalWarningSection[];
  readonly onOpen: OpenHerbalSection;
}) {
  return (
    <section className={pageStyles.section} aria-labelledby="advertencias-titulo">
      <h3 id="advertencias-titulo" className={pageStyles.sectionTitle}>
        {t('wellness.herbalWarningsHeading')}
      </h3>
      <ul className={styles.warningList}>
        {warnings.map((warning) => (
          <li key={warning.title}>
            <button
              type="button"
              className={styles.warningCard}
              onClick={(event) => onOpen(warning, event.currentTarget)}
              aria-haspopup="dialog"
            >
              <TriangleAlert className={styles.warningIcon} aria-hidden="true" size={22} />
              <span className={styles.block}>
                <span className={styles.warningTitle}>{warning.title}</span>
                {warning.items.map((item) => (
                  <span key={item} className={styles.warningText}>
                    {item}
                  </span>
                ))}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
