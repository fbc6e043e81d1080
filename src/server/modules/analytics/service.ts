// What other modules may use of analytics: processing stores each document's term counts through it.
export { storeDocumentTerms } from './store-document-terms';
