import { conceptRegistry, type ConceptEntry } from '@shared/concept-registry';

/**
 * A word of a text, lower case and singular, with where it stands; `aside` when it stands in brackets
 * ('Net increase (decrease) in net assets'), which a phrase may read past.
 */
export type WordToken = { word: string; start: number; end: number; aside?: boolean; verbal?: boolean };

/** One place a concept's phrase occurs: which concept, and the words (by index) it covers. */
export type PhraseMatch = { concept: number; first: number; last: number; start: number; end: number };

// Apostrophes and hyphens part words: "partners' capital" and 'catch-up' match 'partners capital', 'catch up'.
const wordPattern = /[\p{L}\p{N}]+/gu;

// Suffixes stripped after a plural's 's', each only from a word at least this long.
const suffixes: readonly [string, number][] = [
  ['ments', 8],
  ['ment', 7],
  ['ing', 6],
  ['ion', 7],
  ['ed', 5],
  ['al', 6],
];

// British '-ise' forms and their derivatives ('realised', 'organisation', 'capitalising'), spelt as
// American ones. Some '-ise' words have no '-ize' form ('raise', 'premises'); both sides of a match read
// them alike, so they still meet.
const britishIse = /^([a-z]{3,})is(e|ed|es|ing|ations?|ational|ers?)$/;

/**
 * A word's comparable form: lower case, spelt the American way, without a plural or possessive 's' or a
 * common suffix.
 */
export function normaliseWord(word: string): string {
  let stem = word.toLowerCase().replace(britishIse, '$1iz$2');
  if (stem.length > 3 && stem.endsWith('ies')) return `${stem.slice(0, -3)}y`;
  if (stem.length > 3 && stem.endsWith('s') && !/(?:ss|us|is)$/.test(stem)) stem = stem.slice(0, -1);
  // Forms of one word meet: 'commit', 'commitment'; 'remove', 'removal'; 'distributed', 'distribution'.
  for (const [suffix, minLength] of suffixes) {
    if (stem.length >= minLength && stem.endsWith(suffix)) {
      stem = stem.slice(0, -suffix.length);
      break;
    }
  }
  return stem.length > 4 && stem.endsWith('e') ? stem.slice(0, -1) : stem;
}

// The endings of a verb's forms that normalising folds into its noun: 'carries', 'carrying', 'carried'.
const verbEnding = /(?:ies|ying|ied)$/i;

export function wordTokens(text: string): WordToken[] {
  const tokens: WordToken[] = [];
  let depth = 0;
  let read = 0;
  for (const match of text.matchAll(wordPattern)) {
    for (const char of text.slice(read, match.index))
      depth = char === '(' ? depth + 1 : char === ')' ? Math.max(0, depth - 1) : depth;
    read = match.index + match[0].length;
    // A possessive's 's is no word of its own: "the General Partner's commitment" is a GP commitment.
    if (/^s$/i.test(match[0]) && /\p{L}['’]$/u.test(text.slice(match.index - 2, match.index))) continue;
    const token: WordToken = { word: normaliseWord(match[0]), start: match.index, end: read };
    if (depth > 0) token.aside = true;
    if (verbEnding.test(match[0])) token.verbal = true;
    tokens.push(token);
  }
  return tokens;
}

/** `nounOnly`: the concepts whose phrase ends here only as a noun. */
type Trie = { next: Map<string, Trie>; concepts: number[]; nounOnly?: number[] };

function buildTrie(entries: readonly ConceptEntry[], pick: (entry: ConceptEntry) => readonly string[]): Trie {
  const root: Trie = { next: new Map(), concepts: [] };
  entries.forEach((entry, index) => {
    for (const phrase of pick(entry)) {
      let node = root;
      for (const token of wordTokens(phrase)) {
        let child = node.next.get(token.word);
        if (!child) {
          child = { next: new Map(), concepts: [] };
          node.next.set(token.word, child);
        }
        node = child;
      }
      if (!node.concepts.includes(index)) node.concepts.push(index);
      if (entry.nounOnly?.includes(phrase)) (node.nounOnly ??= []).push(index);
    }
  });
  return root;
}

const documentTrie = buildTrie(conceptRegistry, (entry) => [...entry.synonyms, ...(entry.labelOnly ?? [])]);
const questionTrie = buildTrie(conceptRegistry, (entry) => [...entry.synonyms, ...(entry.asked ?? [])]);

// Determiners a question's phrase may read past: 'returned to its investors' is 'returned to
// investors'. A document's phrases are read past a possessive alone ('a 4.5% discount to their net
// asset value'): 'of the total Commitments' is no share 'of total'.
const possessives = new Set(['its', 'their', 'our', 'your', 'his', 'her']);
const determiners = new Set(['the', ...possessives]);

function matchWith(trie: Trie, tokens: readonly WordToken[], readPast: ReadonlySet<string>): PhraseMatch[] {
  const matches: PhraseMatch[] = [];
  for (let first = 0; first < tokens.length; first += 1) {
    let node: Trie | undefined = trie;
    let longest: { last: number; concepts: number[] } | null = null;
    for (let at = first; at < tokens.length && node; at += 1) {
      const next: Trie | undefined = node.next.get(tokens[at].word);
      // A bracketed aside inside a phrase is read past: 'net increase (decrease) in net assets'.
      if (!next && at > first && (tokens[at].aside || readPast.has(tokens[at].word))) continue;
      node = next;
      // A verb's form ('carries') is not the noun a one-word phrase names ('carry').
      const concepts =
        node?.nounOnly && tokens[at].verbal
          ? node.concepts.filter((concept) => !node!.nounOnly!.includes(concept))
          : node?.concepts;
      if (concepts?.length) longest = { last: at, concepts };
    }
    // 'Paid in kind' is paid in something other than cash, not paid in ('paid-in capital').
    if (!longest || (tokens[longest.last].word === 'in' && tokens[longest.last + 1]?.word === 'kind'))
      continue;
    for (const concept of longest.concepts) {
      matches.push({
        concept,
        first,
        last: longest.last,
        start: tokens[first].start,
        end: tokens[longest.last].end,
      });
    }
  }
  return matches;
}

/**
 * Every place a registry concept's phrase occurs in the words, the longest phrase at each word ('net
 * asset value per share' is NAV per share there, not NAV). Indices are into the registry.
 */
export function conceptPhrases(tokens: readonly WordToken[]): PhraseMatch[] {
  return matchWith(documentTrie, tokens, possessives);
}

/** The same for a question, where people's own words count too ('carry', 'pref', 'fees'). */
export function questionConceptPhrases(tokens: readonly WordToken[]): PhraseMatch[] {
  return matchWith(questionTrie, tokens, determiners);
}
