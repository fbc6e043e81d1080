// What other modules may use of analytics: processing stores each document's term counts through it.
export { countDocumentTerms } from './count-document-terms';
export { storeDocumentTerms } from './store-document-terms';
