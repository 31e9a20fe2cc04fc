// How each Markdown element of an MDX content file (legal texts, self-care guides) looks on the page.
import type { MDXComponents } from 'mdx/types';
import type { ComponentPropsWithoutRef } from 'react';
import * as styles from './markdownComponents.css';

function Anchor({ href = '', ...rest }: ComponentPropsWithoutRef<'a'>) {
  const external = /^https?:\/\//.test(href);
  return (
    <a
      className={styles.link}
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...rest}
    />
  );
}

export const markdownComponents: MDXComponents = {
  h1: (props) => <h1 className={styles.h1} {...props} />,
  h2: (props) => <h2 className={styles.h2} {...props} />,
  h3: (props) => <h3 className={styles.h3} {...props} />,
  p: (props) => <p className={styles.paragraph} {...props} />,
  ul: (props) => <ul className={styles.list} {...props} />,
  ol: (props) => <ol className={styles.list} {...props} />,
  li: (props) => <li className={styles.listItem} {...props} />,
  strong: (props) => <strong className={styles.strong} {...props} />,
  code: (props) => <code className={styles.code} {...props} />,
  hr: (props) => <hr className={styles.rule} {...props} />,
  a: Anchor,
};

/**
 * For a text drawn under its page's own title (a self-care guide): each heading one level lower, so
 * the outline stays page title → section, and each keeps the look of its Markdown level.
 */
export const headingsUnderTitle: MDXComponents = {
  h1: (props) => <h2 className={styles.h1} {...props} />,
  h2: (props) => <h3 className={styles.h2} {...props} />,
  h3: (props) => <h4 className={styles.h3} {...props} />,
};
