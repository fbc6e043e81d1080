import { wordTokens } from '../document-reading/concepts/concept-phrases';

/**
 * Words in so many fund, manager and company names that they pick out none ('Fund', 'Partners',
 * 'Investors'): a question's name is looked for by its other words. Question words capitalised at the
 * start of a clause ('What', 'Compare') are here too.
 */
const genericNames = [
  'fund',
  'funds',
  'partners',
  'capital',
  'growth',
  'equity',
  'investment',
  'investments',
  'investors',
  'advisors',
  'associates',
  'ventures',
  'holdings',
  'infrastructure',
  'credit',
  'opportunities',
  'management',
  'what',
  'which',
  'about',
  'compare',
];
// As the words of a name are read: stemmed ('investment' and 'investments' are 'invest').
const genericNameWords = new Set(genericNames.flatMap((name) => wordTokens(name).map((token) => token.word)));

/** Whether a word of a name, as `wordTokens` reads it, picks out nothing on its own. */
export function isGenericNameWord(word: string): boolean {
  return genericNameWords.has(word.toLowerCase());
}
