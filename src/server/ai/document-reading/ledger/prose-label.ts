import { findDates } from '../numbers/dates';
import { measureMoved } from '../numbers/movement-verbs';
import { partOfCounted, readNumbers, type FigureToken } from '../numbers/number-grammar';
import { escapePattern } from '../text/escape-pattern';
import { stopWords } from '../text/stop-words';

// Words that tie a subject to its figure: 'the management fee is 2%', 'NAV of $3.91', 'totaled $5M'.
const linkBefore =
  /\b(?:is|was|are|were|be|been|being|of|equal to|equals?|totall?ed|totall?ing|amount(?:s|ed)? to|reached|stood at|at|to|approximately|about|roughly|nearly|over|under|around|representing|represents|represented|rose to|fell to|increased to|decreased to|declined to|grew to|up to|not to exceed|not exceeding|exceeding|exceed|exceeds|(?:no|not) (?:more|less|higher|lower|greater) than|(?:equal to or |to )?(?:less|more|fewer|greater) than|by|from|for|with|within|covers|covering|spans|lasts|lasting|had|has|have|receive|receives|pay|pays|paid|charge|charges|bear|bears|made up|make up|makes up|accounted for|accounting for|accounts? for|comprised|comprising)(?:\s+(?:approximately|about|roughly|an?|the|its|their|nearly|over|some|estimated|remaining|other|at least|at most|(?:no|not) (?:more|less) than|generally|typically|usually|normally|currently))*\s*$/i;
// A verb of movement and what may stand between it and the figure it moved by or to.
const changeVerb = new RegExp(String.raw`${measureMoved}(?:\s+by)?\s*`, 'i');
// Where a moved figure went to, right before it: 'to', 'to an estimated'.
const movedTo = /\bto(?:\s+(?:an?|the|approximately|about|roughly|nearly|some|estimated))*\s*$/i;
// A verb of money moving in or out of a fund, after a subject that names no figure ('we', 'the Fund').
const flowVerb =
  /\b(?:we|it|they|and|the (?:fund|partnership|company|program|plan))\s+(?:(?:have|has|had)\s+)?(called|drew|drew down|distributed|returned|invested|deployed|committed|raised|repurchased|borrowed|realized|realised)(?:\s+(?:approximately|about|roughly|nearly|some|a total of|an additional))*\s*$/i;
// Paid-in capital after a multiple: 'returned 1.31x paid-in capital', '0.8x of contributed capital'.
const paidInAfter = /^\s*(?:of\s+)?(?:its\s+|their\s+|the\s+)?(?:paid-in|contributed)\s+capital\b/i;
// Whom an amount of a flow went to, joined to the next amount by 'and' or a comma: ' to 11 new fund
// investments and '.
const toWhomThen = /^\s+(?:to|into)\s+[^,;()]{1,60}?(?:,\s*(?:and\s+)?|\s+and\s+)$/;
// What a fund calls or draws down is its partners' capital: 'we called $31.5 million' is capital called.
const capitalDrawn = /^(?:called|drew|drew down)$/i;
/** The participles by which partners' commitments are called: 'called', 'drawn', 'funded', 'paid in'. */
export const commitmentsCalled = String.raw`(?:called|drawn|contributed|funded|paid in)`;
// Such a verb in the sentence before a share of the commitments.
const calledVerb = new RegExp(
  String.raw`\b(?:have|has|had|been|be)\s+(${commitmentsCalled})\b(?![^;]*;)`,
  'i',
);
// Or the capital so called that the sentence names: 'bringing paid-in capital to $1,402.0 million, or
// 70.1% of total commitments'.
const capitalCalled = /\b(called|drawn|contributed|funded|paid[- ]in)\s+capital\b(?![^;]*;)/i;
// Where a moved figure came from, right before it: 'rose to $612.4 million, up from'.
const movedFrom = /\b(?:up|down)\s+from(?:\s+(?:an?|the|approximately|about|roughly|nearly))*\s*$/i;
// A clause that opens with its verb: its subject stands before the aside that parts them.
const verbFirst =
  /^\s*(?:shall|may|will|must|should|can|could|would|is|are|was|were|has|have|had|do|does|did)\b/i;
// A participle of putting capital to work right after a share says what share of its subject is so:
// '88% invested', '68% committed', '94% leased' ('8% compounded' is how a rate grows, no share).
const shareParticiple =
  /^\s*(invested|committed|called|drawn|deployed|funded|realized|realised|allocated|reserved|leased|occupied|hedged)\b/i;
const labelWord = /^[\p{L}][\p{L}'’&-]*$|^(?:\p{L}\.){2,}$/u;
// 'U.S.', 'U.K.': an initialism's dots end no sentence.
const initialism = /^(?:\p{L}\.){2,}$/u;
const maxLabelWords = 6;
const scaleWord = /^(?:thousand|million|billion|trillion|mn|bn)$/i;

const isFunctionWord = (word: string) => stopWords.has(word.toLowerCase());

function capitalise(words: readonly string[]): string | null {
  if (words.length === 0) return null;
  const label = words.join(' ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

// A word that opens a clause of its own: what stands before it is another clause's ('a partner whose
// commitment', 'for so long as its commitment').
const opensClause =
  /^(?:whose|if|unless|when|whenever|where|whereas|while|provided|although|because|once|that)$/i;
// A word that sets what follows against what stands before it: 'of total fund assets against (a strategic
// target) of 13%' labels the target, not the assets.
const setAgainst = /^(?:against|versus|vs\.?)$/i;

/**
 * Up to six label words ending the text, from the nearest back, trimmed of function words. A subject
 * tied to its figure by a link ('of', 'is') starts at the article after its verb.
 */
function wordsEnding(text: string, subject = false): string[] {
  const tokens = text.trim().split(/\s+/).filter(Boolean);
  const taken: string[] = [];
  for (let index = tokens.length - 1; index >= 0 && taken.length < maxLabelWords; index -= 1) {
    // A colon or a semicolon ends the phrase before it: 'exits recovered only partly: sponsor-backed exits'.
    if (taken.length > 0 && /[;:]$/.test(tokens[index])) break;
    const token = tokens[index].replace(/[,;:()"“”]+$/g, '').replace(/^[("“]+/, '');
    if (
      opensClause.test(token) ||
      setAgainst.test(token) ||
      (/^as$/i.test(token) && /^long$/i.test(tokens[index - 1] ?? ''))
    )
      break;
    if (!labelWord.test(token)) break;
    // An indefinite article after a verb opens the noun phrase the figure is of: 'the Board proposes (a
    // final dividend) of 15.0p'; after a preposition it stays in the phrase ('materiality for an
    // investment company').
    if (
      subject &&
      /^an?$/i.test(token) &&
      taken.some((word) => !isFunctionWord(word)) &&
      !isFunctionWord(tokens[index - 1] ?? 'of')
    )
      break;
    // A scale word is its number's ('$2.9 billion'), not the label's.
    if (scaleWord.test(token) && /\d/.test(tokens[index - 1] ?? '')) break;
    taken.unshift(token);
  }
  while (taken.length > 0 && isFunctionWord(taken[0])) taken.shift();
  while (taken.length > 0 && isFunctionWord(taken[taken.length - 1])) taken.pop();
  return taken;
}

// The words that date a subject: 'at', 'as of', 'for the year ended', 'during'.
const datingWords =
  /\s*,?\s*\b(?:at|as (?:of|at)|on|in|during|through|by|(?:for )?the (?:\w+ )?(?:year|period|quarter|months?) (?:ended|ending)|(?:year|period|quarter) (?:ended|ending))\s*$/i;

/**
 * A subject without the date that ends it ('the number of shares in issue at 31 December 2024'): the
 * date says when, not what.
 */
function undated(subject: string): string {
  const last = findDates(subject).at(-1);
  if (!last || subject.slice(last.end).trim().replace(/^,/, '') !== '') return subject;
  return subject.slice(0, last.start).replace(datingWords, '');
}

// A verb that says how a subject came to its figure: 'materiality … is commonly set (at 1%)'.
const copulaEnding =
  /\s+(?:is|are|was|were|be|been|has been|have been|will be|shall be)\s+(?:\p{L}+ly\s+)?\p{L}+\s*$/iu;

// A verb by which a figure changes its subject keeps its place in the label: 'the fee shall be reduced
// (by 0.25 points)' is a step, not the fee.
const changedBy = /\b(?:reduc|increas|decreas|lower|rais|cut|adjust|chang|step|amend|revis)\w*\s*$/i;

/** A subject without the verb that ties it to its figure: 'overall materiality' of 'overall materiality is set'. */
function withoutCopula(subject: string): string {
  const verb = copulaEnding.exec(subject);
  return verb && verb.index > 0 && !changedBy.test(verb[0]) ? subject.slice(0, verb.index) : subject;
}

// A subject a figure moves to, after the verb that moves it: 'rising to (a long-term target) of 18%'.
const movingTo =
  /^.*\b(?:ris(?:ing|es|en)|rose|increas(?:ing|es|ed)|grow(?:ing|s|n)|grew|fall(?:ing|s|en)|fell|declin(?:ing|es|ed)|stepp(?:ing|ed) (?:up|down))\s+to\s+/i;

// A verb that brings its object to the figure after 'to': 'bringing (the total for the year) to 28.0p'.
const bringing = /^.*\b(?:bring(?:ing|s)?|brought)\s+(?=\S)/i;

/**
 * A subject without the move that led to it: 'long-term target' of 'rising to a long-term target',
 * 'total for the year' of 'bringing the total for the year'.
 */
function afterMovedTo(subject: string): string {
  const move = movingTo.exec(subject) ?? bringing.exec(subject);
  return move && move[0].length < subject.length ? subject.slice(move[0].length) : subject;
}

/** Up to four label words starting the text, stopping at the first function word after a content word. */
function wordsStarting(text: string): string[] {
  const taken: string[] = [];
  for (const raw of text.trim().split(/\s+/)) {
    const token = initialism.test(raw) ? raw : raw.replace(/[,;:.()"“”]+$/g, '');
    if (!labelWord.test(token) || taken.length === 4) break;
    if (isFunctionWord(token) && taken.some((word) => !isFunctionWord(word))) break;
    taken.push(token);
    if (token !== raw) break;
  }
  while (taken.length > 0 && isFunctionWord(taken[0])) taken.shift();
  return taken;
}

// What bounds a frequency, before it: 'not less frequently than quarterly', 'at least annually'.
const frequencyBound =
  /(?:\b(?:at least|at most|no (?:less|more) (?:frequently|often) than|not (?:less|more) (?:frequently|often) than|on an?|on or about the end of|at the end of|(?:on|at) or before the end of)\s*)+$/i;

// A defined term in brackets right after a figure: '(the “Management Fee”)', '(a "Hurdle")'.
const definedAfter =
  /^\s*(?:per annum|per year|annually)?\s*\(\s*(?:the|an?)?\s*["“'‘]([^"”'’()]{2,60})["”'’]\s*\)/i;

// A definition's opening: '“Preferred Return” means', '"Key Person Event" shall mean'.
const definition = /^\s*["“]([^"”]{2,60})["”]\s+(?:means|shall mean|has the meaning)\b/i;

/** Up to six words after a figure, to the clause's end: what happens so often ('review any reports'). */
function clauseStarting(text: string): string[] {
  const clause = text.replace(/^[\s,]+/, '').split(/[,;:.()]/)[0];
  const taken = clause
    .split(/\s+/)
    .filter((word) => labelWord.test(word))
    .slice(0, maxLabelWords);
  while (taken.length > 0 && isFunctionWord(taken[taken.length - 1])) taken.pop();
  return taken;
}

/**
 * What happens as often as a frequency says: the subject and verb before it ('the Committee shall meet
 * not less frequently than quarterly'), or else the clause after it ('at least annually, perform an
 * evaluation').
 */
function frequencyLabel(clause: string, after: string): string | null {
  const before = wordsEnding(clause.replace(frequencyBound, ''));
  return capitalise(before.length > 0 ? before : clauseStarting(after));
}

// What joins a figure to its own value at another date, after what it is of or on and that date ('of
// GP-led volume', 'on an actuarial basis', 'at quarter end'): ', up from', ', compared with'.
const fromEarlier =
  /^\s*(?:(?:of|on)\s+[^,;.]{1,50}?)?\s*(?:(?:at|as of|on|in|for|during)(?:\s+(?:the\s+)?(?:year|quarter|period|month|fiscal)(?:[\s-](?:end|ended))?)?\s*)?,?\s*(?:(?:up|down)\s+from|from|compared (?:with|to)|versus|vs\.)(?:\s+(?:an?|the|approximately|about|roughly|nearly|some))*\s*$/i;

/**
 * The figure before, when this one is its value at another date: 'net asset value stood at $1.09
 * billion at March 31, 2026, up from $1.01 billion at December 31, 2025', 'rose to $1,642.7 million at
 * June 30, 2026, from $1,588.3 million': both are net asset value. Only a figure of the same kind is so
 * restated ('grew 12% from $40 million' moved by a share of the amount).
 */
function earlierValue(before: string): FigureToken | null {
  const figures = readNumbers(before).figures;
  const last = figures.at(-1);
  if (!last) return null;
  let between = before.slice(last.end);
  for (const date of findDates(between).reverse())
    between = between.slice(0, date.start) + between.slice(date.end);
  return fromEarlier.test(between) ? last : null;
}

/**
 * The figure another one restates, standing right before it after ', or': '$538 million, or $1.21 per
 * share' is the same earnings, counted per share. So is the first of two a choice is made between: 'the
 * lesser of 2% of aggregate commitments and $30 million' are two bounds of one commitment.
 */
function restated(before: string, after: string): FigureToken | null {
  // Or an aside that compares the figure before it with another: '$680 billion, about 21% below the 2021
  // peak'.
  const alternative =
    /,\s*or\s*$/.exec(before) ??
    (comparesWith.test(after) ? /,\s*(?:about|approximately|roughly|nearly|some)?\s*$/.exec(before) : null);
  if (alternative) {
    const head = before.slice(0, alternative.index);
    const last = readNumbers(head).figures.at(-1);
    return last && last.end === head.length ? last : null;
  }
  const choice =
    /\b(?:lesser|greater|higher|lower) of\s+(?=\S)(?:(?!\b(?:lesser|greater|higher|lower) of\b)[^;])*?\s(?:and|or)\s*$/i.exec(
      before,
    );
  if (!choice) return null;
  const first = choice.index + choice[0].indexOf(' of') + 3;
  const figures = readNumbers(before).figures.filter((figure) => figure.start >= first);
  return figures.length === 1 && before.slice(first, figures[0].start).trim() === '' ? figures[0] : null;
}

// What follows a figure without naming it: what it is set against ('against a pacing plan of'), when
// it ran ('for the year', 'during the quarter') or what it is net or gross of ('returned 8.9% net of fees').
const notItsName =
  /^\s*(?:against|versus|vs\.?|compared (?:with|to)|(?:for|in|during|over) the (?:fiscal |calendar )?(?:year|quarter|month|period|half)|(?:net|gross) of|(?:net|gross)\s*(?:[.;,)]|$))/i;
// Whom a commitment is to, after its amount: 'a commitment of $40 million to Sorrel Infrastructure Fund II'.
const committedTo =
  /^\s+to\s+((?:\p{Lu}[\p{L}\p{N}&.'’-]*)(?:\s+(?:\p{Lu}[\p{L}\p{N}&.'’-]*|[IVXL]+|\d{1,2}|of|and|&))*)/u;

// The next item of a list of names and values after a figure: ' and Asia 9%', ', credit 9%'.
const listGoesOn = /^\s*(?:,\s*)?(?:and\s+|or\s+)?(?:[\p{L}][\p{L}'’&.-]*\s+){1,3}(?:US\$|[$€£¥])?\d/u;
const maxListName = 3;
const listVerb = /^(?:return|earn|gain|los|generat|deliver|produc|yield)\w*(?:ing|ed|s)$/i;

// What a figure in an aside is measured against: 'below the 2021 peak', 'up from a year ago'.
const comparesWith =
  /^\s*(?:below|above|under|over|higher than|lower than|less than|more than|up from|down from|short of|ahead of)\b/i;

// A time counted from an event after it: 'four years from the final closing date'.
const countedFrom = /^\s*(?:from|since)\s/i;
// A sale's verb and its object before 'for' and the price.
const salePrice =
  /\b(sold|sells?|acquired|acquires?)\b[^,;]{0,80}?\bfor\s+(?:(?:approximately|about|roughly|nearly|some|an? (?:aggregate|total) (?:purchase )?(?:price|consideration) of)\s+)?$/i;
// A verb made passive, before its participle: 'was acquired', 'has been sold'.
const passiveBefore = /\b(?:was|were|is|are|be|been|being)\s+$/i;
// A facility to borrow under, and what is owed on it after an amount.
const facility =
  /\b(?:facility|facilities|line of credit|credit line|subscription line|revolver|revolving loan)\b/i;
const owedOnFacility =
  /^\s*(?:(?:was|were|is|are|remained|remains|(?:has|have|had) been)\s+)?(drawn|outstanding|borrowed)\b/i;
// A rate's period after a figure says how often, not what: '4% per annum', '1.5% a year', '5% each
// quarter'.
const ratePeriod =
  /^\s*(?:per annum|(?:per|a|an|each|every)\s+(?:year|quarter|month|half-year)|annually|quarterly|monthly|semi-annually|compounded annually)\b/i;

/**
 * The clause before a margin's base rate ('the prime rate plus 4%', 'SOFR plus 2.25%'), when it ties a
 * subject to the rate ('default interest at'). The base is up to three words.
 */
function beforeBase(clause: string): string | null {
  if (!/\bplus\s*$/i.test(clause)) return null;
  const words = clause.replace(/\s+plus\s*$/i, '').split(/\s+/);
  for (let count = 1; count <= 3 && count < words.length; count += 1) {
    const rest = words.slice(0, -count).join(' ');
    if (linkBefore.test(rest)) return rest;
  }
  return null;
}

/**
 * The words before a figure that ends them, and the word tying it on: a gap is labelled by what it is a
 * gap from, past the other figure ('ahead of its benchmark return of 9.6% (by 70 basis points)').
 */
function pastFigure(text: string): string {
  const last = readNumbers(text).figures.at(-1);
  if (!last || text.slice(last.end).trim() !== '') return text;
  return text.slice(0, last.start).replace(/\s+(?:of|at|to)\s*$/i, ' ');
}

/**
 * What of a clause is the figure's own when an earlier figure's clause ends in it, joined by 'and',
 * 'while' or 'but': 'the program returned 12.6% for the year (and venture capital returned)'.
 */
function ownClause(clause: string): string {
  const last = readNumbers(clause).figures.at(-1);
  if (!last) return clause;
  // The joining word stays: a flow's verb after 'and' has it for its subject ('… and returned $48.2 million').
  const joined = /\s(?:and|while|whereas|but)\s+\S/i.exec(clause.slice(last.end));
  return joined ? clause.slice(last.end + joined.index + 1) : clause;
}

/**
 * The words a figure in a sentence belongs to, as the document writes them: the label before a colon
 * ('Management Fee: 2.0%'), the subject a linking word ties to it ('the management fee is 2.0%', 'net
 * asset value of $3.91'), or the noun after it ('a 2% management fee', '20% of net profits').
 */
export function proseLabel(sentence: string, token: FigureToken): string | null {
  const before = sentence.slice(0, token.start);
  const after = sentence.slice(token.end);
  // A percent after ', or' or in a choice is a share of what follows it ('$18.6 billion, or 12.7% of
  // total assets'), unless it compares the figure before with another.
  const earlier = earlierValue(before);
  if (earlier?.kind === token.kind) return proseLabel(sentence, earlier);
  const same = token.kind === 'percent' && !comparesWith.test(after) ? null : restated(before, after);
  if (same) {
    const label = proseLabel(sentence, same);
    const per = /\bper (share|unit)\b/i.exec(token.text)?.[0];
    return label && per && !label.toLowerCase().includes(per.toLowerCase()) ? `${label} ${per}` : label;
  }
  // A closed aside before the figure is read past: 'net increase (net of deferred taxes) totaled $5'.
  const clauses = before.replace(/\([^()]*\)/g, ' ').split(/[;(]|,\s(?=\p{Ll})/u);
  const clause = ownClause(clauses.at(-1) ?? '');
  const keyValue = /^\s*([^:]{2,60})[:–—-]\s*$/.exec(clause);
  if (keyValue) return capitalise(wordsEnding(keyValue[1]));
  // A term the document defines as the figure names it: '8% (the "Preferred Return")', and so does one
  // whose definition states it: '“Preferred Return” means … an annual rate of return of [8]%'.
  const defined = definedAfter.exec(after) ?? definition.exec(before);
  if (defined) return capitalise(defined[1].trim().split(/\s+/));
  if (token.kind === 'frequency') return frequencyLabel(clause, after);
  // A duration names what it measures after its possessive: 'ten business days' prior written notice'.
  if (token.kind === 'duration' && /^['’](?:\s|$)/.test(after)) {
    const measured = wordsStarting(after.slice(1));
    if (measured.length > 0) return capitalise(measured);
  }
  // A price a sale's verb sets, past its object: 'was acquired by a strategic buyer for $385 million',
  // 'sold a 24.9% stake to a pension investor for $118.0 million' are what it sold for.
  // What the subject itself acquired something for is its cost: 'Fund III acquired Corvane Packaging in
  // 2018 for $64.0 million'.
  const sale = salePrice.exec(clause);
  if (sale && /^acquired$/i.test(sale[1]) && !passiveBefore.test(clause.slice(0, sale.index)))
    return capitalise(['acquisition', 'cost']);
  if (sale) return capitalise([/^s/i.test(sale[1]) ? 'sold' : 'acquired', 'for']);
  // What is drawn or outstanding on a facility the sentence names is owed on it: 'a $500 million credit
  // facility, of which $310 million was drawn', 'a line of $40 million had $12.5 million drawn'.
  const owed = token.kind === 'money' ? owedOnFacility.exec(after) : null;
  if (owed && facility.test(before)) return capitalise(['Amount', owed[1].toLowerCase()]);
  // A count of a counted whole's part counts what the whole does: 'Seven (of the nine trustees)'.
  const whole = token.kind === 'count' ? partOfCounted.exec(after) : null;
  if (whole) {
    const counted = wordsStarting(after.slice(whole[0].length));
    if (counted.length > 0) return capitalise(counted);
  }
  const rest = after.replace(ratePeriod, '');
  // A time counted from an event is not that event's: 'Four years from the final closing date', 'the
  // tenth anniversary of the Final Closing Date' are no final closing, and are labelled by their
  // clause's subject or their heading. A deadline keeps what it follows ('90 days after the balance
  // sheet date'): that is what names it.
  const anchored =
    (token.kind === 'duration' || token.kind === 'date') &&
    (countedFrom.test(rest) || (/\banniversary\b/i.test(token.text) && /^\s*of\s/i.test(rest)));
  const following = anchored || notItsName.test(rest) ? [] : wordsStarting(rest);
  const endsPhrase = /^\s*[,.;]/.test(rest);
  // Between an article or a possessive and a noun the figure qualifies that noun: 'receives a 2%
  // management fee', 'a waiver of the 15% single-company limit', 'its 8% preferred return'; a count
  // counts the noun after it: 'committed $4.2 billion to 118 partnerships'.
  const qualifies = /\b(?:an?|the|its|their)\s*$/i.test(clause) || token.kind === 'count';
  if (qualifies && following.length > 0 && !endsPhrase) return capitalise(following);
  // What moved stands before the verb that moves it: 'assets under management grew 14% year over year to
  // $212.4 billion' (both figures are the assets').
  // A clause of where it moved to or from continues the one before: 'fundraising fell for a third
  // year, to an estimated $680 billion', '…, up from $574.9 million'.
  const movedIn =
    (/^\s*to\b/i.test(clause) || movedFrom.test(clause)) && clauses.length > 1
      ? `${clauses.at(-2)} ${clause}`
      : clause;
  const moved = changeVerb.exec(movedIn);
  if (
    moved &&
    (moved.index + moved[0].length === movedIn.length || movedTo.test(movedIn) || movedFrom.test(movedIn))
  ) {
    const subject = wordsEnding(undated(movedIn.slice(0, moved.index)));
    if (subject.length > 0) return capitalise(subject);
  }
  // A flow stands after the verb that made it, whose subject says nothing of it: 'we called $31.5
  // million', '… and returned $48.2 million to limited partners'; the verb and whom it went to label it.
  const flow = flowVerb.exec(clause);
  // A multiple of paid-in capital a fund has returned is what it has distributed to paid-in: 'the
  // Partnership has returned 1.31x paid-in capital' is its DPI.
  if (
    flow &&
    token.kind === 'multiple' &&
    /^(?:distributed|returned)$/i.test(flow[1]) &&
    paidInAfter.test(after)
  )
    return capitalise(['distributed', 'to', 'paid-in']);
  if (flow) {
    // Whom it went to may be counted: 'committed £312m to 11 new fund investments'.
    const to = /^\s*(?:to|into)\s+(?:\d{1,4}\s+)?/i.exec(after);
    const whom = to ? wordsStarting(after.slice(to[0].length)) : [];
    const verb = capitalDrawn.test(flow[1]) ? `capital ${flow[1]}` : flow[1];
    return capitalise(whom.length > 0 ? [verb, to![0].trim().split(/\s+/)[0], ...whom] : [verb]);
  }
  // A flow's second amount, after the first and whom that went to, is the same verb's: 'committed
  // £312m to new funds and £64m to co-investments'.
  const previous = /(?:,|\band)\s*$/.test(before)
    ? readNumbers(before)
        .figures.filter((figure) => figure.kind === 'money')
        .at(-1)
    : undefined;
  if (
    previous &&
    toWhomThen.test(before.slice(previous.end)) &&
    flowVerb.test(before.slice(0, previous.start))
  ) {
    const shorter = before.slice(0, previous.start);
    const shift = before.length - shorter.length;
    return proseLabel(`${shorter}${sentence.slice(token.start)}`, {
      ...token,
      start: token.start - shift,
      end: token.end - shift,
    });
  }
  const base = beforeBase(clause);
  const link = linkBefore.exec(base ?? clause);
  if (link) {
    const subject = wordsEnding(
      afterMovedTo(withoutCopula(undated(pastFigure((base ?? clause).slice(0, link.index))))),
      true,
    );
    // A share the participle after it names is that much of its subject: 'Fund V is 88% invested'.
    const participle = token.kind === 'percent' ? shareParticiple.exec(after)?.[1] : undefined;
    if (subject.length > 0 && participle) return capitalise([...subject, participle.toLowerCase()]);
    // A commitment's amount is labelled with whom it is to.
    const to = committedTo
      .exec(after)?.[1]
      .replace(/[.,;:]+$/, '')
      .replace(/\s+(?:of|and|&)$/, '');
    if (subject.length > 0 && to && /^commit/i.test(subject.at(-1)!))
      return capitalise([...subject, 'to', ...to.split(/\s+/)]);
    if (subject.length > 0) return capitalise(subject);
    // A verb after an aside has the sentence's subject: 'Commitments to any one manager, across all its
    // funds, shall not exceed 15%'.
    if (clauses.length > 1 && verbFirst.test(clause)) {
      const opening = wordsEnding(undated(clauses[0]));
      if (opening.length > 0) return capitalise(opening);
    }
  }
  // A share of a group a pronoun stands for is labelled by what the group does: '62% of them used a
  // subscription line of credit'.
  const ofGroup = /^\s*of\s+(?:them|these|those|which|whom|us)\s+/i.exec(after);
  if (ofGroup) {
    const doing = clauseStarting(after.slice(ofGroup[0].length));
    if (doing.length > 0) return capitalise(doing);
  }
  const of = anchored ? null : /^\s*of\s+(?:the\s+|its\s+|their\s+)?(.{0,60})/i.exec(after);
  if (of) {
    const object = wordsStarting(of[1]);
    // A share of commitments that were called is how far they are called: 'has drawn 61% of aggregate
    // commitments', 'contributed $38.3 million, or 76.5% of its commitment'.
    const calling =
      calledVerb.exec(sentence.slice(0, token.start)) ?? capitalCalled.exec(sentence.slice(0, token.start));
    if (object.length > 0 && calling && /^commitments?$/i.test(object.at(-1)!))
      return capitalise([...object, calling[1].toLowerCase().replace('-', ' ')]);
    // A share of a whole held in something is that something's: '2% of assets in cash', '15% of the
    // portfolio invested in Europe'.
    const heldIn =
      object.length > 0 && token.kind === 'percent'
        ? new RegExp(
            String.raw`^\s*of\s+(?:the\s+|its\s+|their\s+)?${escapePattern(object.join(' '))}\s+(?:held\s+|invested\s+)?in\s+`,
            'i',
          ).exec(after)
        : null;
    const held = heldIn ? wordsStarting(after.slice(heldIn[0].length)) : [];
    if (held.length > 0) return capitalise([...object, 'in', ...held]);
    if (object.length > 0) return capitalise(object);
  }
  // In a list of names and their values ('North America 63%, Europe 28% and Asia 9%') each value's
  // name stands before it; the name after it is the next value's.
  const preceding = wordsEnding(clause);
  // A name's verb is not its name: 'core real estate returning (negative 1.8%) and infrastructure 8.9%'.
  const listName =
    preceding.length > 1 && listVerb.test(preceding.at(-1)!) ? preceding.slice(0, -1) : preceding;
  if (listGoesOn.test(after) && listName.length > 0 && listName.length <= maxListName)
    return capitalise(listName);
  if (following.length > 0 && !endsPhrase) return capitalise(following);
  return capitalise(preceding);
}
