/**
 * Words in so many fund, manager and company names that they pick out none ('Fund', 'Partners',
 * 'Investors'): a question's name is looked for by its other words. Question words capitalised at the
 * start of a clause ('What', 'Compare') are here too.
 */
const genericNameWords = new Set([
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
]);

export function isGenericNameWord(word: string): boolean {
  return genericNameWords.has(word.toLowerCase());
}
