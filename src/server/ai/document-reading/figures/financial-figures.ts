import { factConceptLabel, type FactConceptId } from '@shared/document-facts';
import { connectorWords, figureConcepts, type FigureConcept } from './figure-concepts';
import { findFigureValues, leadingNumber, type FigureKind, type FigureValue } from './figure-values';
import { stopWords } from '../text/stop-words';

/**
 * A labelled figure; `value` is quoted from the text (`text.slice(start, end)`), never rewritten. `gap`
 * counts the content words between the cue and the value: 0 is a value right beside its label.
 */
export type FinancialFigure = {
  concept: FactConceptId;
  kind: FigureKind;
  label: string;
  value: string;
  start: number;
  end: number;
  gap: number;
  /** Where the words that name the figure stand: its cue, or the context its label came from. */
  labelStart: number;
  labelEnd: number;
};

// A long LPA names 'Management Fee' hundreds of times; the first few hundred cues are evidence enough.
const maxCuesPerConcept = 400;
const lookBehind = 80;
const lookAhead = 160;
// How far a value may stand from a cue that reaches across its sentence: a legal sentence runs long.
const sentenceReach = 420;
// A definition's term: '“Preferred Return” means …' defines the figure somewhere in its sentence.
const definitionFollows = /^[”"’]?\)?\s*(?:means|shall mean|is defined as)\b/i;
const maxUnlabelledAmounts = 6;
const maxOtherCandidates = 40;
const maxAmountsExamined = 300;
// A statement repeats its rows period after period; a dozen readings of one concept say all it has.
const maxFiguresPerConcept = 12;

/** One possible reading: this value is the figure this concept's cue announces. */
type Link = {
  concept: number;
  value: number;
  gap: number;
  distance: number;
  after: boolean;
  cueStart: number;
  cueEnd: number;
};

/** Number of content words between cue and value, or null when a sentence ends between them. */
function contentGap(between: string): number | null {
  if (/[;!?]/.test(between) || /[\p{Ll}\d%)]\.(?:\s|$)/u.test(between)) return null;
  const tokens = between.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
  return tokens.filter((token) => !connectorWords.has(token.toLowerCase())).length;
}

/** Whether a value is of a kind and in a range the concept takes. */
export function plausible(concept: FigureConcept, value: FigureValue): boolean {
  if (!concept.kinds.includes(value.kind)) return false;
  if (!concept.range || value.kind === 'money' || value.kind === 'amount') return true;
  const number = leadingNumber(value.text);
  return number !== null && number >= concept.range[0] && number <= concept.range[1];
}

/** Index of the first value starting at or after `position` (values are sorted by start). */
function firstValueFrom(values: readonly FigureValue[], position: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (values[middle].start < position) low = middle + 1;
    else high = middle;
  }
  return low;
}

function linksForCue(
  text: string,
  values: readonly FigureValue[],
  conceptIndex: number,
  cueStart: number,
  cueEnd: number,
): Link[] {
  const concept = figureConcepts[conceptIndex];
  const side = concept.side ?? 'both';
  const maxGap = concept.maxGap ?? 3;
  const defines = definitionFollows.test(text.slice(cueEnd, cueEnd + 20));
  const reachesSentence = concept.sentence === true || defines;
  const links: Link[] = [];
  const first = firstValueFrom(values, cueStart - (reachesSentence ? sentenceReach : lookBehind));
  const last = cueEnd + (reachesSentence ? sentenceReach : lookAhead);
  for (let index = first; index < values.length && values[index].start <= last; index += 1) {
    const value = values[index];
    if (!plausible(concept, value)) continue;
    const after = value.start >= cueEnd;
    const before = value.end <= cueStart;
    if ((after && side === 'before') || (before && side === 'after')) continue;
    if (!after && !before && !concept.valueInside) continue;
    // A value inside the cue ('targeting a 20% net IRR') is as close as it gets.
    const between = after ? text.slice(cueEnd, value.start) : before ? text.slice(value.end, cueStart) : '';
    if (before && between.includes('\n') && !reachesSentence) continue;
    if (before && defines) continue;
    if (isPrompt(text, value)) continue;
    const gap = contentGap(between);
    if (gap === null) continue;
    // Labels stand right before their values; a value before its label is one word away at most,
    // unless the concept is stated value first ('20% of … in any single company').
    const allowed = before && side !== 'before' ? Math.min(1, maxGap) : maxGap;
    // Across the sentence a value is a weaker reading than any close one, but still a reading.
    if (gap > allowed && !reachesSentence) continue;
    links.push({
      concept: conceptIndex,
      value: index,
      gap: gap > allowed ? maxGap + 1 + Math.min(gap, 60) : gap,
      distance: between.length,
      after: !before,
      cueStart,
      cueEnd,
    });
  }
  return links;
}

const imperativeStart =
  /^\s*(?:\(?[a-z0-9]{1,3}[.)]\s*|\d+(?:\.\d+)*\.?\s+)?(?:please\s+)?(?:describe|provide|list|explain|detail|indicate|confirm|state|identify|summari[sz]e|outline|specify|discuss|attach)\b/i;
const example = /\b(?:e\.g\.|for example|for instance|such as)/i;

/**
 * The part of the sentence before a position, at most 160 characters: scanned back by hand, since an
 * end-anchored regex over the window would cost its square at every one of a table's thousands of values.
 * A full stop ends the sentence only after a word or number and before a capital ('e.g. (a)' does not).
 */
function clauseBefore(text: string, position: number): string {
  const floor = Math.max(0, position - 160);
  for (let at = position - 1; at >= floor; at -= 1) {
    const character = text[at];
    if (
      character === '\n' ||
      character === '?' ||
      character === '!' ||
      character === ';' ||
      character === ':'
    ) {
      return text.slice(at + 1, position);
    }
    if (character === '.' && /\s/.test(text[at + 1] ?? ' ') && text[at - 2] !== '.') {
      const next = text
        .slice(at + 1, at + 4)
        .trimStart()
        .charAt(0);
      if (/[\p{Lu}\d"“(]/u.test(next) && /[\p{Ll}\d)%]/u.test(text[at - 1] ?? ''))
        return text.slice(at + 1, position);
    }
  }
  return text.slice(floor, position);
}

/**
 * A figure a questionnaire uses to ask, not to answer: an example ('e.g. 2% management fee/20% carry'),
 * a question's threshold ('…TVPI below 1.0x?') or an instruction ('Describe any investment below 1.0x').
 */
function isPrompt(text: string, value: FigureValue): boolean {
  const clause = clauseBefore(text, value.start);
  if (example.test(clause) || imperativeStart.test(clause)) return true;
  const tail = /[.?!](?:\s|$)/.exec(text.slice(value.end, value.end + 200));
  return tail?.[0].startsWith('?') ?? false;
}

function compareLinks(a: Link, b: Link): number {
  return (
    a.gap - b.gap || a.distance - b.distance || Number(b.after) - Number(a.after) || a.concept - b.concept
  );
}

/**
 * The labelled figures: each value goes to the cue that claims it most closely (so in '20% carried
 * interest, 8% hurdle' the 8% belongs to the hurdle); each concept keeps its closest values, in the
 * order the text gives them.
 */
function conceptFigures(text: string, values: readonly FigureValue[]): FinancialFigure[] {
  const bestByValue = new Map<number, Link>();
  figureConcepts.forEach((concept, conceptIndex) => {
    let cues = 0;
    for (const match of text.matchAll(concept.cue)) {
      if (++cues > maxCuesPerConcept) break;
      for (const link of linksForCue(
        text,
        values,
        conceptIndex,
        match.index,
        match.index + match[0].length,
      )) {
        const best = bestByValue.get(link.value);
        if (!best || compareLinks(link, best) < 0) bestByValue.set(link.value, link);
      }
    }
  });
  const byConcept = new Map<FactConceptId, Link[]>();
  for (const link of bestByValue.values()) {
    const concept = figureConcepts[link.concept].concept;
    byConcept.set(concept, [...(byConcept.get(concept) ?? []), link]);
  }
  const kept = [...byConcept.values()].flatMap((links) =>
    links.sort((a, b) => a.gap - b.gap || a.value - b.value).slice(0, maxFiguresPerConcept),
  );
  return kept
    .sort((a, b) => a.value - b.value)
    .map((link) => {
      const value = values[link.value];
      const concept = figureConcepts[link.concept].concept;
      return {
        concept,
        kind: value.kind,
        label: factConceptLabel(concept),
        value: value.text,
        start: value.start,
        end: value.end,
        gap: link.gap,
        labelStart: link.cueStart,
        labelEnd: link.cueEnd,
      };
    });
}

const labelWord = /^[\p{L}][\p{L}'’-]*$/u;

// Verbs that link a subject to its amount ('General Partner capital includes $134,968,475').
const linkingVerbs = new Set(
  'include includes included including total totals totaled totalled comprise comprises represent represents reached raised manages managed has had'.split(
    ' ',
  ),
);

function isFiller(word: string): boolean {
  const lower = word.toLowerCase();
  return stopWords.has(lower) || connectorWords.has(lower) || linkingVerbs.has(lower);
}

/**
 * Up to four plain words next to a value, trimmed of function words at both ends. Read forwards, the
 * words end at the first function word after a content word: '$5M of recurring revenue in Europe'.
 */
function nearbyWords(fragment: string, fromEnd: boolean): string[] {
  const tokens = fragment.split(/\s+/).filter(Boolean);
  const ordered = fromEnd ? tokens.reverse() : tokens;
  const taken: string[] = [];
  for (const token of ordered) {
    if (!labelWord.test(token) || taken.length === 4) break;
    if (!fromEnd && isFiller(token) && taken.some((word) => !isFiller(word))) break;
    taken.push(token);
  }
  const inOrder = fromEnd ? taken.reverse() : taken;
  while (inOrder.length > 0 && isFiller(inOrder[0])) inOrder.shift();
  while (inOrder.length > 0 && isFiller(inOrder[inOrder.length - 1])) inOrder.pop();
  return inOrder;
}

/**
 * A label for an amount no cue claimed, from the words beside it: 'Total assets $ 802,058,543' or
 * 'a $95 million credit facility'. A lone word before the amount is usually a verb ('raised'), so it
 * counts only as the start of a table row.
 */
function contextLabel(text: string, value: Span): string | null {
  const lineStart = text.lastIndexOf('\n', value.start - 1) + 1;
  const windowStart = Math.max(lineStart, value.start - 60);
  // A window that opens mid-line may open mid-word: drop that partial word.
  const before = text.slice(windowStart, value.start).replace(windowStart > lineStart ? /^\S*/ : /^/, '');
  const clauseBefore = before.split(/[,;:()[\]]|\.\s/).pop() ?? '';
  const beforeWords = nearbyWords(clauseBefore, true);
  // A single word labels an amount only as a table row's whole label ('Commitments  $50M').
  const wholeRow = windowStart === lineStart && before.replace(/[$€£¥\s]/g, '') === beforeWords.join('');
  // The subject of a linking verb names the amount: 'General Partner capital includes $134,968,475'.
  const verbBefore = linkingVerbs.has(clauseBefore.trim().split(/\s+/).pop()?.toLowerCase() ?? '');
  if ((beforeWords.length >= 1 && wholeRow) || (beforeWords.length >= 2 && verbBefore)) {
    return capitalise(beforeWords);
  }
  const after = text.slice(value.end, value.end + 60).split(/[\n,;:()[\].]/)[0];
  const afterWords = nearbyWords(after, false);
  // Otherwise 'AMOUNT of NOUN' does: '$20M to $100M of recurring revenue'.
  if (/^\s*of\s/i.test(after) && afterWords.length > 0) return capitalise(afterWords);
  if (beforeWords.length >= 2) return capitalise(beforeWords);
  return afterWords.length > 0 ? capitalise(afterWords) : null;
}

// A statement row's label: words, at most six, no sentence ('Total investment income').
const rowLabelPattern = /^[\p{Lu}][\p{L}'’&,/ -]{2,60}$/u;

/**
 * The label of a statement row whose amount stands alone on its line, as PDF text gives a table: the
 * nearest line above with words, when it reads as a label and nothing but blank lines or the row's
 * currency sign stands between.
 */
function rowLabel(text: string, value: Span): string | null {
  const lineStart = text.lastIndexOf('\n', value.start - 1) + 1;
  const lineEnd = text.indexOf('\n', value.end);
  const line = text.slice(lineStart, lineEnd === -1 ? text.length : lineEnd).trim();
  if (!/^[$€£(]?\s?[\d,.]+\)?$/.test(line)) return null;
  let end = lineStart - 1;
  for (let lines = 0; lines < 3 && end > 0; lines += 1) {
    const start = text.lastIndexOf('\n', end - 1) + 1;
    const above = text.slice(start, end).trim();
    if (above === '' || /^[$€£]$/.test(above)) {
      end = start - 1;
      continue;
    }
    const words = above.split(/\s+/);
    return rowLabelPattern.test(above) && words.length <= 6 && !/[.:]$/.test(above) ? above : null;
  }
  return null;
}

function capitalise(words: readonly string[]): string {
  const label = words.join(' ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

type Span = Pick<FigureValue, 'start' | 'end'>;

// A word may follow a line break, as PDF text wraps ('$20M\nto $100M'); a dash may not, as it
// could stand between two cells of a table.
const rangeJoin = /^(?:\s{1,3}(?:to|and)[ \u00a0]+|[ \u00a0]*[-–—][ \u00a0]*)$/;

/**
 * What a money value stands for in the text: itself, or the range it opens with the next one
 * ('$20M to $100M', '$25M–$75M'), keeping a leading 'between', which says what 'and' means.
 */
function amountSpan(text: string, value: FigureValue, next: FigureValue | undefined) {
  const closes =
    next?.kind === 'money' && rangeJoin.test(text.slice(value.end, next.start)) ? next : undefined;
  if (!closes) return { start: value.start, end: value.end, closes };
  const between = /between[ \u00a0]+$/i.exec(text.slice(Math.max(0, value.start - 12), value.start));
  return { start: value.start - (between?.[0].length ?? 0), end: closes.end, closes };
}

/**
 * The document's financial figures in the text's order: every value a known concept's cue claims (fund
 * size, IRR, fees…), then a few other amounts labelled from their context. Every value appears verbatim
 * in `text`.
 */
export function extractFinancialFigures(text: string): FinancialFigure[] {
  const values = findFigureValues(text);
  const figures = conceptFigures(text, values);
  const usedLabels = new Set(figures.map((figure) => figure.label.toLowerCase()));
  // The same amount printed twice (a statement and its cash-flow reconciliation) is reported once.
  const usedValues = new Set(figures.map((figure) => figure.value));
  const others: FinancialFigure[] = [];
  let examined = 0;
  for (let index = 0; index < values.length; index++) {
    const value = values[index];
    if (others.length >= maxOtherCandidates) break;
    // A statement may hold tens of thousands of amounts; labels worth showing turn up early.
    if (value.kind === 'money' && ++examined > maxAmountsExamined) break;
    const row = value.kind === 'amount' ? rowLabel(text, value) : null;
    if ((value.kind !== 'money' && !row) || usedValues.has(value.text) || isPrompt(text, value)) continue;
    // A range is one figure: '$20M to $100M' is neither $20M of one thing nor $100M of another.
    const { closes, ...span } = amountSpan(text, value, values[index + 1]);
    if (closes) index += 1;
    const label = row ?? contextLabel(text, span);
    if (!label || label.length > 40 || usedLabels.has(label.toLowerCase())) continue;
    usedLabels.add(label.toLowerCase());
    usedValues.add(value.text);
    if (closes) usedValues.add(closes.text);
    others.push({
      concept: 'other_amount',
      kind: 'money',
      label,
      value: text.slice(span.start, span.end),
      ...span,
      gap: 0,
      labelStart: Math.max(0, span.start - 60),
      labelEnd: Math.min(text.length, span.end + 60),
    });
  }
  // A statement's totals say more than its line items; otherwise the text's order stands.
  const isTotal = (figure: FinancialFigure) => /^(?:total|net)\b/i.test(figure.label);
  const kept = others
    .map((figure, order) => ({ figure, order }))
    .sort((a, b) => Number(isTotal(b.figure)) - Number(isTotal(a.figure)) || a.order - b.order)
    .slice(0, maxUnlabelledAmounts)
    .sort((a, b) => a.order - b.order)
    .map((entry) => entry.figure);
  return [...figures, ...kept];
}
