// The three public legal routes. /legal shows the privacy policy, the document a visitor looking for
// "legal" most often needs (spec §2 'Legal page': privacy or terms depending on path); the switch at
// the top of every legal page leads to the terms.
import { legalDocumentByPath, type LegalDocumentId } from '../../content/legal';
import { t } from '../../content/messages';
import { routePaths } from '../../content/routePaths';

export interface LegalPageInfo {
  readonly path: string;
  readonly document: LegalDocumentId;
  readonly description: string;
}

const descriptions: Readonly<Record<LegalDocumentId, string>> = {
  privacidad: t('app.legalPrivacyDescription'),
  terminos: t('app.legalTermsDescription'),
};

/** The document /legal shows. */
const legalIndexDocument: LegalDocumentId = 'privacidad';

export const legalPages: readonly LegalPageInfo[] = [
  routePaths.legal,
  ...Object.keys(legalDocumentByPath),
].map((path) => {
  const document = legalDocumentByPath[path] ?? legalIndexDocument;
  return { path, document, description: descriptions[document] };
});

/** Each document's own route, for the switch between documents. */
export const legalDocumentLinks: ReadonlyArray<{
  readonly path: string;
  readonly document: LegalDocumentId;
}> = Object.entries(legalDocumentByPath).map(([path, document]) => ({ path, document }));

export function legalPageForPath(path: string): LegalPageInfo {
  return legalPages.find((page) => page.path === path) ?? legalPages[0]!;
}
