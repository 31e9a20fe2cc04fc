// An item's paragraphs. While a meditation is read aloud, the paragraph being read is marked
// (aria-current="step"), highlighted and kept in view.
import { useEffect, useRef } from 'react';
import * as styles from './ReadAlongText.css';

export function ReadAlongText({
  paragraphs,
  current,
}: {
  readonly paragraphs: readonly string[];
  /** The paragraph being read aloud, if any. */
  readonly current?: number | undefined;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (current === undefined) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    listRef.current?.children[current]?.scrollIntoView({
      block: 'nearest',
      behavior: reduce ? 'auto' : 'smooth',
    });
  }, [current]);
  return (
    <div ref={listRef} className={styles.text}>
      {paragraphs.map((paragraph, index) => (
        <p
          key={index}
          className={styles.paragraph}
          aria-current={index === current ? 'step' : undefined}
        >
          {paragraph}
        </p>
      ))}
    </div>
  );
}
