/**
 * A figure its sentence gives as the earlier value of another ('rose to 81.2%, from 78.5% a year
 * earlier', 'up from $44.9 billion', 'compared with 6.1% in the prior year') answers a question for the
 * earlier value, and not one for the value now. What a change still to come leads to ('will be reduced
 * from 1.0% to 0.5%') answers a question of what will be, and not one of what is now.
 */

// 'a year earlier', 'a year ago', 'the prior year', 'last year', 'the previous quarter'.
const earlierWords = String.raw`a (?:year|quarter|month) (?:earlier|ago|before)|(?:the )?(?:prior|previous|preceding) (?:fiscal )?(?:year|quarter|period|month)|last (?:fiscal )?(?:year|quarter)|the year before`;
const earlierAsked = new RegExp(String.raw`\b(?:${earlierWords})\b`, 'i');
// What a value came from, right before it; what it is compared with may be another's ('compared with
// 9.18% for the index'), an earlier value only when a time says so after it.
const fromBefore = /\b(?:(?:up|down)\s+)?from\s+(?:an?\s+|the\s+)?$/i;
// When it was so, right after it ('78.5% a year earlier', '6.1% in the prior year').
const earlierAfter = new RegExp(
  String.raw`^\s*(?:[\p{L}-]+\s+){0,3}?(?:(?:in|at|for|during|over)\s+)?(?:${earlierWords})\b`,
  'iu',
);
const reach = 40;
const toCome = /\b(?:will|shall|would|to be|propos\w*|recommend\w*|plans? to|intends? to)\b/i;

export const asksEarlier = (question: string): boolean => earlierAsked.test(question);

/** Whether the figure's quote gives it as an earlier value; a range ('from 8% to 12%') is none. */
export function isEarlierFigure(hit: { quote: string; value: string; number_high: number | null }): boolean {
  if (hit.number_high !== null) return false;
  const at = hit.quote.indexOf(hit.value);
  if (at < 0) return false;
  const before = hit.quote.slice(Math.max(0, at - reach), at);
  const after = hit.quote.slice(at + hit.value.length, at + hit.value.length + reach);
  // What a change still to come starts from is the value now: 'will be reduced from 1.0% to 0.5%'.
  if (fromBefore.test(before)) return !toCome.test(hit.quote.slice(Math.max(0, at - 2 * reach), at));
  return earlierAfter.test(after);
}

// A question of what will be ('What fee will the fund charge during the extension?', 'the proposed
// target'), or of what is now.
const willBe = /\b(?:will|would|shall|going forward|proposed|recommend\w*|new)\b/i;
const isNow = /\b(?:now|currently|current|today|at present)\b/i;
export const asksWhatWillBe = (question: string): boolean => willBe.test(question) && !isNow.test(question);
export const asksWhatIsNow = (question: string): boolean => isNow.test(question);

/** Whether the figure is what a change still to come leads to: the 0.5% of 'will be reduced from 1.0% to 0.5%'. */
export function isChangeToCome(hit: { quote: string; value: string }): boolean {
  const at = hit.quote.indexOf(hit.value);
  if (at < 0) return false;
  const before = hit.quote.slice(Math.max(0, at - 2 * reach), at);
  const from = /\bfrom\s+\S+\s+to\s+$/i.exec(before);
  return from !== null && toCome.test(before.slice(0, from.index));
}
