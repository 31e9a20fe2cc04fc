import { useEffect } from 'react';

export const PRODUCT_NAME = 'Vita365';

/** The browser-tab title for a page title: 'Coberturas · Vita365'. */
export const documentTitle = (title: string): string =>
  title === PRODUCT_NAME ? title : `${title} · ${PRODUCT_NAME}`;

/** Sets the browser-tab title ('Coberturas · Vita365') and, when given, the meta description. */
export function useDocumentMeta(title: string, description?: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
    if (description === undefined) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
