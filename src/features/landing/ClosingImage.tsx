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
          alt="Ilustración de una familia de cuatro personas bajo un escudo con un corazón, protegida por Vita365."
        />
        <figcaption className={styles.caption}>
          Vive tranquilo: Vita365 te acompaña a ti y a los tuyos todos los días.
        </figcaption>
      </figure>
    </div>
  );
}
