import { use } from 'react';
import { loadLegalDocument, type LegalDocument, type LegalDocumentId } from '../../content/legal';

// One promise per document for the whole session: `use` needs the same promise on every render.
const documents = new Map<LegalDocumentId, Promise<LegalDocument>>();

/** The legal text and its meta; suspends until its chunk has loaded. */
export function useLegalDocument(id: LegalDocumentId): LegalDocument {
  let promise = documents.get(id);
  if (!promise) {
    promise = loadLegalDocument(id);
    documents.set(id, promise);
  }
  return use(promise);
}
