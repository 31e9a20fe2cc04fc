/// <reference types="mdx" />
// The legal texts (content/legal/*.mdx) load on demand: only the legal pages need them. Each MDX
// exports `meta`, which scripts/content/checks/legalTextsHaveMeta.ts checks at build time.
import type { MDXContent } from 'mdx/types';
import { routePaths } from './routePaths';

export type LegalDocumentId = 'privacidad' | 'terminos';

export interface LegalMeta {
  readonly title: string;
  /** ISO date, YYYY-MM-DD. */
  readonly updated: string;
}

export interface LegalDocument {
  readonly meta: LegalMeta;
  readonly Content: MDXContent;
}

interface MdxModule {
  readonly default: MDXContent;
}

const loaders: Readonly<Record<LegalDocumentId, () => Promise<MdxModule>>> = {
  privacidad: () => import('../../content/legal/privacidad.mdx'),
  terminos: () => import('../../content/legal/terminos.mdx'),
};

/** Which document each public legal route shows. */
export const legalDocumentByPath: Readonly<Record<string, LegalDocumentId>> = {
  [routePaths.privacy]: 'privacidad',
  [routePaths.terms]: 'terminos',
};

function isLegalMeta(value: unknown): value is LegalMeta {
  return (
    typeof value === 'object' &&
    value !== null &&
    'title' in value &&
    typeof value.title === 'string' &&
    'updated' in value &&
    typeof value.updated === 'string'
  );
}

export async function loadLegalDocument(id: LegalDocumentId): Promise<LegalDocument> {
  const module = await loaders[id]();
  const meta: unknown = 'meta' in module ? module.meta : undefined;
  if (!isLegalMeta(meta)) throw new Error(`content/legal/${id}.mdx does not export meta`);
  return { meta, Content: module.default };
}
