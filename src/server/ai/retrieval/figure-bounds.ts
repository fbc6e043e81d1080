import { escapePattern } from '../document-reading/text/escape-pattern';

/** A limit a figure sets: the most something may be ('not to exceed 75%') or the least ('at least 8%'). */
export type Bound = 'upper' | 'lower';

// A question asking for a limit: 'How much leverage will the fund use at most?', 'the largest
// co-investment it may make', 'the limit on non-U.S. investments'; or for a floor: 'at least', 'the minimum'.
const upperAsked =
  /\b(?:at most|maximum|max|(?<!lower )limits?|caps?(?! rates?\b)|capped|ceiling|largest|biggest|highest|no more than|up to|upper)\b/i;
const lowerAsked = /\b(?:at least|minimum|min|floor|smallest|lowest|no less than|lower limit)\b/i;

// A rank among many is no limit: 'the ten largest borrowers', 'the top five holdings'.
const ranked =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|\d{1,2})\s+(?:largest|biggest|highest|smallest|lowest)\b/gi;

/** The limit a question asks for, if it asks for one. */
export function boundAsked(typed: string): Bound | null {
  const question = typed.replace(ranked, ' ');
  const upper = upperAsked.test(question);
  const lower = lowerAsked.test(question);
  return upper === lower ? null : upper ? 'upper' : 'lower';
}

// Words that state a value as a limit, right before it or a word or two before ('up to 10% of',
// 'no single co-investment above $75 million', 'a minimum commitment of $5 million').
const upperStated =
  /\b(?:not (?:to )?exceed(?:ing)?|exceed(?:ing)?|no (?:more|higher|greater) than|not more than|up to|at most|maximum(?: of)?|capped at|cap of|limited to|no\b[^.;]{0,60}\babove|in no event more than)\s+(?:[\p{L}-]+\s+){0,2}$/iu;
const lowerStated =
  /\b(?:at least|no (?:less|fewer|lower) than|not less than|minimum(?: of)?|floor of|no lower than)\s+(?:[\p{L}-]+\s+){0,2}$/iu;
// How far before its value a limit's words may stand.
const reach = 90;

/** The limit a figure's sentence states its value as, if it states it as one. */
export function boundStated(quote: string, value: string): Bound | null {
  const at = new RegExp(escapePattern(value)).exec(quote)?.index ?? -1;
  if (at < 0) return null;
  const before = quote.slice(Math.max(0, at - reach), at);
  if (upperStated.test(before)) return 'upper';
  if (lowerStated.test(before)) return 'lower';
  return null;
}
