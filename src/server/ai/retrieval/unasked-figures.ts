import { conceptEntry } from '@shared/concept-registry';
import { wordTokens } from '../document-reading/concepts/concept-phrases';
import { findDates } from '../document-reading/numbers/dates';
import { measureMoved, rateSteppedDown } from '../document-reading/numbers/movement-verbs';
import { askedSpan, sameSpan, statedSpan } from './figure-spans';
import { ownerNamed, relatedConcepts, type LedgerHit } from './answer-features';
import type { UnderstoodQuestion } from '../chat/understand-question';

/*
 * Figures a question does not ask for, though their words match it: how much a row moved, an amount per
 * share, a term for another phase, a target for what has happened, a figure over another span. The
 * ledger retriever takes none of them as the answer.
 */

// A column of how much each row moved ('Change', '% Change', 'YoY', 'Increase (Decrease)').
const changeColumn =
  /^\s*(?:%\s*|percent(?:age)?\s+)?(?:change|chg\.?|growth|variance|increase|decrease|yoy|y\/y)\b/i;
// A question about how much something moved.
const changeAsked =
  /\b(?:chang\w*|grow\w*|grew|increas\w*|decreas\w*|declin\w*|ris(?:e|es|en|ing)|rose|f[ae]ll\w*|up|down|year[- ]over[- ]year|yoy)\b/i;

/** Whether the figure says how much its row moved, which a question not about movement does not ask. */
export function changeUnasked(hit: LedgerHit, question: string): boolean {
  return changeColumn.test(hit.column_header ?? '') && !changeAsked.test(question);
}

// A movement of a balance, as a statement of cash flows labels it: 'Borrowings under credit facility',
// 'Repayments of credit facility', 'Proceeds from notes issued'.
const movementLabel =
  /^\s*(?:borrowings?|repayments?|proceeds|draw(?:down)?s|advances|pay\s?downs?)\s+(?:under|of|from|on)\b/i;
// A question for what stands owed at a date ('How much was outstanding on the facility at year-end?'),
// unless it asks what moved ('How much did the fund borrow during the year?').
const balanceAsked = /\b(?:outstanding|owed|owes|owing|balance)\b/i;
const movementAsked = /\b(?:borrow(?:ed|s)?|repa(?:id|ys?)|proceeds|during)\b/i;

/** Whether the figure is a balance's movement over a period, which a question for the balance does not ask. */
export function movementUnasked(hit: Pick<LedgerHit, 'label'>, question: string): boolean {
  return movementLabel.test(hit.label) && balanceAsked.test(question) && !movementAsked.test(question);
}

// What is drawn on a facility, as a label, a column or the words right after its figure say: 'Amount
// outstanding', 'Borrowings Outstanding', '$85.0 million outstanding', '$1.35 billion was drawn'.
const drawnLabel = /\b(?:outstanding|drawn|borrowings?|borrowed|utili[sz]ed|owed)\b/i;
const drawnAfter = /^\s*(?:(?:was|were|is|are|remained|had been|has been)\s+)?(?:outstanding|drawn)\b/i;
const facilityWords = /\b(?:facilit(?:y|ies)|lines? of credit|credit lines?|subscription lines?|revolver)\b/i;
// A question about what is drawn, owed or repaid rather than how big the facility is.
const useAsked =
  /\b(?:outstanding|drawn|draws?|borrow\w*|owed?|owes|owing|balance|used|utili[sz]\w*|repa\w*)\b/i;

/**
 * Whether the figure is what stands drawn on a facility, which a question for the facility's size
 * ('How large is the credit facility?') does not ask: a label, column or sentence saying it is drawn or
 * outstanding, or the facility's row on a statement of a date, where it is the balance owed.
 */
export function drawnUnasked(hit: LedgerHit, question: UnderstoodQuestion, text: string): boolean {
  if (!question.concepts.includes('credit_facility') || question.concepts.includes('debt')) return false;
  if (useAsked.test(text) || (hit.kind !== 'money' && hit.kind !== 'amount')) return false;
  if (drawnLabel.test(`${hit.label} | ${hit.column_header ?? ''}`)) return true;
  const at = hit.quote.indexOf(hit.value);
  if (at >= 0 && drawnAfter.test(hit.quote.slice(at + hit.value.length))) return true;
  const dated = hit.column_header !== null && findDates(hit.column_header).length > 0;
  return dated && facilityWords.test(hit.label);
}

// A question for the size of a move: 'By how much did assets under management grow?'.
const moveAsked =
  /\bby how much\b|\bhow much (?:did|has|have|does|do|will)\b.*\b(?:grow|rise|increase|decrease|decline|fall|drop|shrink)\b/i;
// A level a sentence moves its subject from or to, right before the figure: 'grew 14% … to $212.4 billion'.
const levelBefore = new RegExp(
  String.raw`${measureMoved}[^.;]*\b(?:to|from)(?:\s+(?:an?|approximately|about|roughly|nearly|some|estimated))*\s*$`,
  'i',
);

/**
 * Whether the figure is the level a move went from or to, which a question for the size of the move
 * does not ask: '$212.4 billion' of 'grew 14% year over year to $212.4 billion'.
 */
export function levelUnasked(hit: LedgerHit, question: string): boolean {
  if (!moveAsked.test(question)) return false;
  const at = hit.quote.indexOf(hit.value);
  return at > 0 && levelBefore.test(hit.quote.slice(0, at));
}

/**
 * Whether the figure is a whole's amount counted per share or unit ('Fee-related earnings per share'),
 * which a question about the whole, saying nothing of shares, units, prices or payouts, does not ask.
 */
export function perUnitUnasked(hit: LedgerHit, question: string): boolean {
  return (
    /\bper (?:share|unit)\b/i.test(hit.label) &&
    !/\b(?:per|shares?|units?|prices?|dividends?|distributions?)\b/i.test(question)
  );
}

// A question for a rate or a percentage ('What is the management fee rate?'); a run rate is an amount.
const rateAsked = /\b(?<!run[-\s])rates?\b|\bpercent(?:age)?\b/i;

/** Whether the figure is an amount of money, a number or a count when the question asks for a rate. */
export function amountUnasked(hit: LedgerHit, question: string): boolean {
  return ['money', 'amount', 'count'].includes(hit.kind) && rateAsked.test(question);
}

// Kinds that stand for one another in an answer: a sum as money or as a table's plain amount, a count
// as a count or a plain number, or as periods counted ('two additional one-year periods'), a time as a
// date or as how long.
const kindsAlike: readonly (readonly string[])[] = [
  ['money', 'amount'],
  ['count', 'amount'],
  ['count', 'duration'],
  ['date', 'duration'],
];

// 'How much of the allocation may go to co-investments?': a part of a whole is an amount or its share.
const partAsked = /\bhow much of\b/i;

/**
 * Whether the figure is of another kind than the question's words ask for ('What management fees were
 * charged year to date?' asks a sum, not the fee's rate; 'How often…' a frequency, not a percent).
 */
export function kindUnasked(
  hit: Pick<LedgerHit, 'kind'>,
  understood: Pick<UnderstoodQuestion, 'valueKinds'>,
  question: string,
): boolean {
  const fits = (kind: string) =>
    kind === hit.kind || kindsAlike.some((alike) => alike.includes(kind) && alike.includes(hit.kind));
  return (
    understood.valueKinds.length > 0 &&
    !understood.valueKinds.some(fits) &&
    !(hit.kind === 'percent' && partAsked.test(question))
  );
}

/**
 * Whether the figure stands in for the concept asked as a sum the concept never is: 'Accrued expenses'
 * of 222,000 is no expense ratio, though expenses are what the ratio measures. A multiple may stand in
 * for a return, as a deal's MOIC does.
 */
export function standInOfOtherKind(
  hit: Pick<LedgerHit, 'kind' | 'concept'>,
  understood: Pick<UnderstoodQuestion, 'concepts'>,
): boolean {
  if (
    understood.concepts.includes(hit.concept) ||
    !relatedConcepts(understood.concepts).includes(hit.concept)
  )
    return false;
  const sums = ['money', 'amount', 'count'];
  return (
    sums.includes(hit.kind) &&
    !understood.concepts.some((id) => (conceptEntry(id)?.kinds ?? []).some((kind) => sums.includes(kind)))
  );
}

// A question about the phase after a period ('the management fee after the commitment period'), or within it.
const asksAfter = /\b(?:after|following|once|thereafter)\b/i;
const asksWithin = /\b(?:during|within|until|before)\b/i;
// A sentence that opens by placing its figure in one of those phases.
const opensAfter =
  /^\W*(?:thereafter|after|following|from and after|upon (?:the )?(?:expiration|end|termination))\b/i;
const opensWithin = /^\W*(?:during|until|prior to|before)\b/i;
// Or one that places it after the figure, in the figure's own clause: '1.5% of Commitments during the
// investment period and 1.25% of net invested capital thereafter'.
const placedAfter = /\b(?:thereafter|after(?:wards)?|following)\b/i;
const placedWithin = /\b(?:during|until|prior to|before)\b/i;
// 'then' opening a figure's clause is the phase after ('1.5% of commitments during the investment
// period, then 1.25% of invested capital').
const phaseWord = /\b(?:thereafter|then|after(?:wards)?|following|during|until|prior to|before)\b/gi;
// The words of a figure's clause before it: since the last break, or the phrase a comma sets before it
// ('…; thereafter, 0.75%'). Words before a break are the clause before's ('1.5% during … and 1.25%').
const clauseBreak = /[;,]|\band\b/;
const introduction = /(?:^|;|\band\b)([^;,]*),\s*$/;

// A step from one rate to the next, right before the figure: the rate stepped from holds first ('steps
// down from 2.0% of commitments'), the one stepped to after ('… to 1.5% of invested capital').
const steppedFrom = new RegExp(String.raw`${rateSteppedDown}\s+from\s+$`, 'i');
const steppedTo = new RegExp(
  String.raw`${rateSteppedDown}\s+(?:from\s+(?:[^.;]|\.(?=\d)){1,60}?\s+)?to\s+$`,
  'i',
);

/** The phase the figure's sentence places it in, or null when it places it in none. */
function phaseOf(hit: LedgerHit): 'after' | 'within' | null {
  const at = hit.quote.indexOf(hit.value);
  const before = at < 0 ? '' : hit.quote.slice(0, at);
  // A clause that opens in a phase steps to its rate there: 'During the extension the fee will be
  // reduced from 1.0% to 0.5%'; the rate stepped from is of some time before it.
  const stepClause = before.split(';').at(-1) ?? '';
  const stepPhase = opensAfter.test(stepClause) ? 'after' : opensWithin.test(stepClause) ? 'within' : null;
  if (steppedFrom.test(before)) return stepPhase ? null : 'within';
  if (steppedTo.test(before)) return stepPhase ?? 'after';
  // The figure's own clause may open by placing it ('…; thereafter, 0.75%', '… and thereafter 1.25%');
  // else the sentence's opening does; else its words after it, to the clause's end or the next figure.
  const since = before.slice(before.search(/\d\D*$/) + 1);
  const tail = since.split(clauseBreak).at(-1) ?? '';
  const opening = /\w/.test(tail) ? tail : (introduction.exec(since)?.[1] ?? '');
  const placing = [...opening.matchAll(phaseWord)].at(-1)?.[0];
  if (placing) return placedWithin.test(placing) ? 'within' : 'after';
  if (opensAfter.test(hit.quote)) return 'after';
  if (opensWithin.test(hit.quote)) return 'within';
  if (at < 0) return null;
  const clause = hit.quote.slice(at + hit.value.length).split(/[;:]|\.(?!\d)|\d/)[0];
  if (placedWithin.test(clause)) return 'within';
  if (placedAfter.test(clause)) return 'after';
  // Before a figure its sentence places after the period, it is the rate within it: '1.75% on
  // commitments; 1.5% on invested capital after the investment period'.
  const later = hit.quote.slice(at + hit.value.length);
  const next = later.search(/\d/);
  if (next >= 0 && placedAfter.test(later.slice(next).split(/[;:]|\.(?!\d)/)[0])) return 'within';
  return null;
}

/**
 * Whether the figure's sentence places it in the other phase than the question asks: 'During the
 * Commitment Period, … 1.75%' for the fee after it, 'Thereafter, … 1.25%' for the fee during it.
 */
export function phaseUnasked(hit: LedgerHit, question: string): boolean {
  const after = asksAfter.test(question);
  const within = asksWithin.test(question);
  if (after === within) return false;
  const phase = phaseOf(hit);
  return phase !== null && phase !== (after ? 'after' : 'within');
}

/**
 * Whether the figure is what happened when the question asks only for a target: a fund's size for its
 * target size, a reported IRR for the IRR it targets. Where no target is stated, the answer says so.
 */
export function actualUnasked(hit: LedgerHit, understood: Pick<UnderstoodQuestion, 'concepts'>): boolean {
  const asked = understood.concepts.map(conceptEntry);
  if (asked.length === 0 || !asked.every((entry) => entry?.target)) return false;
  const actuals = new Set(asked.flatMap((entry) => [...(entry?.targetOf ?? []), ...(entry?.related ?? [])]));
  return actuals.has(hit.concept) && !targetWords.test(`${hit.label} ${hit.column_header ?? ''}`);
}

// Which side of a deduction a text takes: after it ('after carried interest', 'net of offsets') or
// before it ('before carried interest', 'gross of offsets').
const afterDeduction = /\b(?:after|net of)\b/i;
const beforeDeduction = /\b(?:before|gross of)\b/i;

function sideOf(text: string): 'after' | 'before' | null {
  const after = afterDeduction.test(text);
  return after === beforeDeduction.test(text) ? null : after ? 'after' : 'before';
}

/**
 * Whether the figure's label or column is on the other side of a deduction than the question asks: 'Total
 * return before carried interest' for the return after it, 'Management fees, gross of offsets' for the
 * fees net of them.
 */
export function sideUnasked(hit: LedgerHit, question: string): boolean {
  const asked = sideOf(question);
  const stated = sideOf(`${hit.label} ${hit.column_header ?? ''}`);
  return asked !== null && stated !== null && asked !== stated;
}

// What a figure is with or without: 'Net IRR without line', 'returns excluding the hedge'.
const withOrWithout = /\b(with|including|without|excluding)\s+(?:the\s+|a\s+|an\s+|its\s+)?([a-z][\w-]*)/gi;
const lacking = (word: string) => /^(?:without|excluding)$/i.test(word);

/**
 * Whether the figure's label or column is without what the question asks it with, or the other way:
 * 'Net IRR without line' for 'the net IRR with the line'. Both must name the same thing.
 */
export function inclusionUnasked(hit: LedgerHit, question: string): boolean {
  const stated = [...`${hit.label} ${hit.column_header ?? ''}`.matchAll(withOrWithout)];
  if (stated.length === 0) return false;
  const asked = [...question.matchAll(withOrWithout)];
  return stated.some((statedMatch) =>
    asked.some(
      (askedMatch) =>
        askedMatch[2].toLowerCase() === statedMatch[2].toLowerCase() &&
        lacking(askedMatch[1]) !== lacking(statedMatch[1]),
    ),
  );
}

// A question for what has happened: 'achieved to date', 'has it returned', 'actually earned', 'today'.
const actualAsked =
  /\b(?:achieved|to date|so far|today|actual(?:ly)?|realized|realised|currently)\b|\bha(?:s|ve)\b(?:\s+\w+){0,4}?\s+(?:earned|returned|generated|delivered|achieved|made|acquired|bought|owned|held)\b/i;
// A figure hoped for: its label or column says so ('Target Net IRR'), or its clause does ('expects to
// acquire 12 to 15 properties').
const targetWords = /\b(?:target(?:s|ed)?|projected|expected|anticipated|forecast|pro forma|goal)\b/i;
const hopeBefore =
  /\b(?:expects?|intends?|targets?|seeks?|plans?|aims?|anticipates?|projects?)\s+to\b[^.;]*$/i;

// A range its label calls the bounds of what is allowed ('Permissible range', 'Range').
const boundWords = /\b(?:ranges?|limits?|permissible|permitted|allowed)\b/i;
// A question that asks for a target, a limit or what is to come, in any of its words.
const goalAsked =
  /\b(?:target\w*|project\w*|expect\w*|anticipat\w*|forecast\w*|goals?|plans? to|planned|aim\w*|seek\w*|intend\w*|will|policy|pro forma|ranges?|limits?|maximum|minimum|permi\w+|allow\w*)\b/i;

/**
 * Whether the figure is a target or expectation, which a question for what has actually happened
 * ('What net IRR has the fund achieved to date?') does not ask.
 */
export function targetUnasked(hit: LedgerHit, question: string): boolean {
  if (!actualAsked.test(question)) return false;
  if (hit.concept.startsWith('target_') || targetWords.test(`${hit.label} ${hit.column_header ?? ''}`))
    return true;
  const at = hit.quote.indexOf(hit.value);
  return at > 0 && hopeBefore.test(hit.quote.slice(0, at));
}

/**
 * Whether the figure is what something should be rather than what it is, for a question that names no
 * target, limit or plan: its label says it is a target (or a range of what is allowed) and its concept
 * is no target's ('Policy target for private markets' for 'What share of the plan's assets is in
 * private markets?'). Only where its document states what is does it not answer: a policy's allocation
 * is its target.
 */
export function goalUnasked(hit: LedgerHit, question: string): boolean {
  const label = `${hit.label} ${hit.column_header ?? ''}`;
  const labelled = targetWords.test(label) || (hit.number_high !== null && boundWords.test(label));
  return labelled && !hit.concept.startsWith('target_') && !goalAsked.test(question);
}

/**
 * Whether the figure runs over another span than the one the question asks for: the one-year return for
 * the twenty-year return, the nine months' income for the quarter's.
 */
export function spanUnasked(hit: LedgerHit, question: string): boolean {
  const asked = askedSpan(question);
  const stated = statedSpan(hit);
  return asked !== null && stated !== null && !sameSpan(asked, stated);
}

// The words right after a prose count that say what it counts ('41 firms', 'eight new commitments').
const countedAfter = /^\s+((?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*)/i;

/**
 * Whether the figure is a count of something else than the question counts: '41' of '86 partnerships
 * managed by 41 firms' for 'How many partnerships…?'. `counted` is the word 'how many' counts, as a
 * label's word; neither the figure's label nor its value holds it, and the figure's sentence says what
 * it counts in the words after it, none of the first three that word.
 */
export function countUnasked(hit: LedgerHit, counted: string | null, question: string): boolean {
  if (counted === null) return false;
  // Its label or its value may say it ('Units acquired to date', 'ten (10) Business Days').
  const own = wordTokens(`${hit.label} ${hit.value}`).map((token) => token.word);
  if (own.includes(counted)) return false;
  const at = hit.quote.indexOf(hit.value);
  if (at < 0) return false;
  const after = countedAfter.exec(hit.quote.slice(at + hit.value.length))?.[1];
  if (!after) return false;
  const words = wordTokens(after).map((token) => token.word);
  const asked = new Set(wordTokens(question).map((token) => token.word));
  return !words.includes(counted) && !asked.has(words[0]);
}

// A share class or series as documents and questions name it: 'Class I', 'Class A Shares', 'Series B'.
const shareClass = /\b([Cc]lass|CLASS|[Ss]eries|SERIES)\s+([A-Z0-9]{1,3})\b/g;

/** The share classes a text names, lower case ('class i', 'series b'). */
export const classesIn = (text: string) =>
  new Set([...text.matchAll(shareClass)].map((match) => `${match[1]} ${match[2]}`.toLowerCase()));

/**
 * Whether the figure is another share class's than the one the question names: 'Class I shares returned
 * 10.42%' answers nothing of Class A. A figure naming no class may be the whole fund's and stays.
 */
export function classUnasked(hit: LedgerHit, question: string): boolean {
  const asked = classesIn(question);
  if (asked.size === 0) return false;
  const stated = classesIn(`${hit.label} ${hit.column_header ?? ''} ${hit.quote}`);
  return stated.size > 0 && ![...asked].some((name) => stated.has(name));
}

/**
 * Whether the figure is an unnamed prior fund's, for a question about the fund its document is of: the
 * sponsor's earlier programme's IRR is no answer to what this fund has earned.
 */
export function priorUnasked(
  hit: LedgerHit,
  understood: UnderstoodQuestion,
  named: ReadonlyMap<number, number>,
): boolean {
  return (
    hit.scope === 'prior_fund' &&
    named.has(hit.document_id) &&
    !ownerNamed(hit, understood) &&
    !understood.record
  );
}

// A question for the whole fund's figure: 'the total fund', 'the whole Ostrava Fund II', 'the fund as a
// whole', 'fund-level'.
const wholeFundAsked =
  /\b(?:[Tt]otal|[Ww]hole|[Ee]ntire)\s+(?:(?:\p{Lu}[\p{L}&'’.-]*|[IVX]+)\s+){0,5}[Ff]und\b|\b[Ff]und\s+as\s+a\s+whole\b|\b[Ff]und[- ]level\b/u;
// A section of one investor's part of it: 'Section A: Investor's allocation', 'Your share'.
const investorsPart =
  /\b(?:investor|limited partner|LP|partner)['’]?s?['’]?\s+(?:allocation|share|portion)\b|\byour\s+(?:share|allocation|portion)\b/i;

/**
 * Whether the figure is one investor's part (its section or column says so: 'Investor's allocation')
 * where the question asks the whole fund's: an ILPA report states both.
 */
export function investorPartUnasked(hit: LedgerHit, question: string): boolean {
  return (
    wholeFundAsked.test(question) &&
    investorsPart.test(`${hit.section ?? ''} | ${hit.column_header ?? ''} | ${hit.label}`)
  );
}
