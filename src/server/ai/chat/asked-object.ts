import { wordTokens } from '../document-reading/concepts/concept-phrases';
import { fundPartyWords } from './fund-parties';
import { escapePattern } from '../document-reading/text/escape-pattern';

// What follows a concept's words to say what it is of: 'allocation to hedge funds', 'an incentive fee
// on capital gains', 'assets under management of the secondaries segment'; up to four words, ending
// where the question goes on to its verb or a participle ('investments held by'), a place, a time or
// its end, and none when a time or a place follows at once ('committed to since inception').
const objectAfter =
  /^\s+(?:to|on|of)\s+(?!(?:(?:the|its|their|a|an)\s+)?(?:since|during|in|at|by|from|over|for|under|per|date|year|quarter|month|period|fiscal|calendar|first|second|third|fourth|last|next|each|every|both|all)\b)(?:the\s+|its\s+|their\s+|a\s+|an\s+)?((?:\p{L}[\p{L}'’-]*\s+){0,3}?\p{L}[\p{L}'’-]*)(?=\s+(?:\p{L}+ed|held|made|paid|owned|does|did|do|is|are|was|were|has|have|had|can|may|must|will|would|in|at|for|as|during|under|per|since|by|from|according|over|each|every|a|an|this|last|next|annually|yearly|quarterly|than|that|which|who)\b|\s*[?,.;]|\s*$)/iu;

// A weight's part may follow 'for' too ('the target for opportunistic strategies'); another concept's
// 'for' says why or when ('removed for cause').
const objectAfterFor = (after: string) => objectAfter.exec(after.replace(/^\s+for\s/i, ' to '));

// Or what the question's verb has the concept of: 'What net IRR has the secondaries portfolio earned?'.
const subjectAfter =
  /^\s+(?:has|have|had|did|does|do)\s+(?:the\s+|its\s+|their\s+)?((?:\p{L}[\p{L}'’-]*\s+){0,2}?\p{L}[\p{L}'’-]*)\s+(?:earned|returned|generated|delivered|achieved|produced|made|reached|paid|charged|earn|return|generate|deliver|achieve|produce|make|reach|pay|charge)\b/iu;

// What any holding is called ('the fair value of X's stake in Meridian'): whose holding the question's
// names say, so the word asks of nothing a document must mention.
const holdingWord = /^(?:stakes?|holdings?|positions?|interests?|ownership)$/i;
// Nor do a fund's own parties, to whom its flows go ('distributed to LPs', 'paid by other LPs'), whatever
// a document calls them.
const partyWord = new RegExp(
  String.raw`^(?:(?:other|all|each|existing|new|certain)\s+)?(?:${fundPartyWords}|the fund)$`,
  'i',
);

// Or, for a weight, the part of a portfolio named before it: 'Corran County's hedge fund allocation',
// 'the current private equity weight'. Words that say which weight, not of what, are read past; a
// name's possessive has been taken out ('What is hedge fund allocation?').
const partConcepts = new Set(['allocation']);
const partBefore =
  /(?:['’]s?\s+|\b(?:the|its|their|our|your|a|an|is|was|are|were)\s+)((?:[\p{L}-]+\s+){0,3}?[\p{L}-]+)\s+$/iu;
const whichWeight =
  /^(?:target|policy|strategic|tactical|actual|current|total|overall|interim|long-term|new|proposed|recommended|approved|maximum|minimum|permitted|allowed|average|fund|plan|portfolio|program|programme|asset|percentage|percent|share|shares|part|portion|proportion|fraction)$/i;

function partNamedBefore(before: string): string | null {
  const phrase = partBefore.exec(before)?.[1];
  if (!phrase) return null;
  const words = phrase.split(/\s+/);
  while (
    words.length > 0 &&
    (whichWeight.test(words[0]) || /^(?:the|its|their|our|your|a|an)$/i.test(words[0]))
  )
    words.shift();
  return words.length > 0 ? words.join(' ') : null;
}

/**
 * The thing a question asks its concept of, when that is neither whose figure it is nor a period:
 * 'hedge funds' of 'Lakeshore's target allocation to hedge funds', 'secondaries segment' of 'the assets
 * under management of Summitvale's secondaries segment', 'secondaries portfolio' of 'What net IRR has
 * Granite State's secondaries portfolio earned?'. A document that never mentions it states no
 * such figure. Null when the question asks its concept of nothing, or of a name it gives.
 */
export function askedObject(
  question: string,
  names: readonly string[],
  askedAs: Readonly<Record<string, string>>,
): string | null {
  const nameWords = new Set(names.flatMap((name) => wordTokens(name).map((token) => token.word)));
  // 'of Summitvale's secondaries segment': the possessive name says whose, the rest what.
  const text = names.reduce(
    (read, name) => read.replace(new RegExp(`\\b${escapePattern(name)}['’]s?\\s+`, 'gi'), ''),
    question,
  );
  for (const [id, asked] of Object.entries(askedAs)) {
    const at = new RegExp(`\\b${escapePattern(asked)}\\b`, 'i').exec(text);
    if (!at) continue;
    const after = text.slice(at.index + at[0].length);
    const phrase =
      (objectAfter.exec(after) ??
        (partConcepts.has(id) ? objectAfterFor(after) : null) ??
        subjectAfter.exec(after))?.[1] ??
      (partConcepts.has(id) ? partNamedBefore(text.slice(0, at.index)) : null);
    if (!phrase) continue;
    const words = wordTokens(phrase).map((token) => token.word);
    if (
      words.length === 0 ||
      words.some((word) => nameWords.has(word)) ||
      holdingWord.test(phrase) ||
      partyWord.test(phrase)
    )
      continue;
    return phrase;
  }
  return null;
}
