import { landing } from '../../content/landing';
import * as styles from './ClosingImage.css';
import * as section from './section.css';

export function ClosingImage() {
  return (
    <div className={section.section}>
      <figure className={[section.inner, styles.figure].join(' ')}>
        <img
          className={styles.image}
          src="/images/closing.svg"
          width="720"
          height="405"
          loading="lazy"
          decoding="async"
          alt={landing.closing.imageAlt}
        />
        <figcaption className={styles.caption}>{landing.closing.caption}</figcaption>
      </figure>
    </div>
  );
}
