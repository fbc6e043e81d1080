import { conceptRegistry } from '@shared/concept-registry';
import type { DocumentFactFields } from '@shared/document-facts';
import { conceptPhrases, wordTokens } from '../concepts/concept-phrases';
import { conceptCandidates, type DocumentSignals } from '../ranking/concept-features';
import { fittedModels, type FittedModels } from '../ranking/fitted-models';
import {
  highlightFeatures,
  isTotalColumn,
  mayHighlight,
  type AssignedFigure,
} from '../ranking/highlight-features';
import { choiceProbabilities, type ChoiceModel } from '../ranking/choice';
import { probability } from '../ranking/logistic';
import type { DocumentModel } from '../structure/document-model';
import { scopeOf, type DocumentFunds } from './figure-scope';
import { isAmount, readFigures, type FigureReading } from './read-figures';

/** A figure with what the analyst decided about it, and how telling a figure it is. */
export type LedgerFigure = AssignedFigure & { highlightScore: number };

// A short document has a score of headline figures at most; a long filing or review states more.
const maxHighlights = 20;
const longDocumentWords = 20_000;
const maxLongHighlights = 30;

/** How many figures a document's highlights show at most: more for a long document. */
export const highlightLimit = (wordCount: number) =>
  wordCount >= longDocumentWords ? maxLongHighlights : maxHighlights;
const minHighlightScore = 0.05;
/**
 * A further value of a concept already shown (another period's, another party's) competes with the next
 * concept's first value at this share of its own score.
 */
const furtherValueWeight = 0.8;

const targetWords = /\b(?:target(?:s|ed|ing)?|projected|expected|anticipated|forecast)\b/i;

/**
 * The concept a figure most likely is, or null. A comparative column's figure keeps its label and period
 * but no concept: the document's figure for a concept is its current one, and last year's is context.
 */
export function bestConcept(figure: FigureReading, signals: DocumentSignals, model: ChoiceModel) {
  if (figure.comparative) return null;
  const candidates = conceptCandidates(figure, signals);
  if (candidates.length === 0) return null;
  const probabilities = choiceProbabilities(
    model,
    candidates.map((candidate) => candidate.features),
  );
  // Ties go to the registry's order, so the same figure always gets the same concept.
  let best = -1;
  for (let index = 0; index < candidates.length; index += 1) {
    if (best === -1 || probabilities[index] > probabilities[best]) best = index;
  }
  const none = probabilities[candidates.length];
  return probabilities[best] > none
    ? { concept: candidates[best].concept, score: probabilities[best] }
    : null;
}

// A row of a period's opening ('Net asset value, beginning of year'), the balance it starts from.
const openingRow = /\b(?:beginning|start) of (?:the )?(?:year|period|quarter|month)\b|\bopening\b/i;

/**
 * The figures' indices in the order a reader takes them in: the document's, except that a row's total
 * (a statement's 'Total' beside each class of partner) is read before the row's parts, and a period's
 * opening balance after every other figure, as what the period closed at is what a reader looks for.
 */
function inReadingOrder(assigned: readonly { figure: FigureReading }[]): number[] {
  const rowOf = (figure: FigureReading) =>
    figure.source === 'table' ? `${figure.page}:${figure.sheet}:${figure.quote}` : null;
  const rowStart = new Map<string, number>();
  assigned.forEach(({ figure }, index) => {
    const row = rowOf(figure);
    if (row !== null && !rowStart.has(row)) rowStart.set(row, index);
  });
  const place = (figure: FigureReading, index: number) => {
    if (openingRow.test(figure.label)) return assigned.length + index;
    const row = rowOf(figure);
    return row !== null && isTotalColumn(figure.column) ? rowStart.get(row)! - 0.5 : index;
  };
  return assigned
    .map((entry, index) => ({ index, at: place(entry.figure, index) }))
    .sort((a, b) => a.at - b.at)
    .map((entry) => entry.index);
}

/** Whose figures go together: the document's own fund's, named or not, or each other owner's. */
const ownerKey = ({ scope, scopeName }: Pick<AssignedFigure, 'scope' | 'scopeName'>) =>
  scope === 'fund' ? scope : `${scope}:${scopeName ?? ''}`;

/**
 * Every figure of the model with the concept the fitted choice model gives it (or none) and whose it
 * is, and what the document as a whole says of it: how often its value recurs, and whether it is the
 * first or the clearest reading of its concept.
 */
export function assignFigures(
  model: DocumentModel,
  signals: DocumentSignals,
  funds: DocumentFunds | null,
  concept: ChoiceModel = fittedModels().concept,
): AssignedFigure[] {
  const figures = readFigures(model);
  const assigned = figures.map((figure) => {
    const best = bestConcept(figure, signals, concept);
    const { scope, scopeName } = scopeOf(figure, funds);
    return { figure, concept: best?.concept ?? null, conceptScore: best?.score ?? 0, scope, scopeName };
  });
  const largest = new Map<number, number>();
  for (const entry of assigned) {
    if (entry.concept === null || !isAmount(entry.figure)) continue;
    largest.set(entry.concept, Math.max(largest.get(entry.concept) ?? 0, Math.abs(entry.figure.number)));
  }
  const repeats = new Map<string, number>();
  const first = new Map<string, number>();
  const clearest = new Map<string, number>();
  inReadingOrder(assigned).forEach((index) => {
    const entry = assigned[index];
    const value = entry.figure.token.text;
    repeats.set(value, (repeats.get(value) ?? 0) + 1);
    if (entry.concept === null) return;
    const key = `${entry.concept}:${ownerKey(entry)}`;
    if (!first.has(key)) first.set(key, index);
    const best = clearest.get(key);
    if (best === undefined || entry.conceptScore > assigned[best].conceptScore) clearest.set(key, index);
  });
  return assigned.map((entry, index) => {
    const key = `${entry.concept}:${ownerKey(entry)}`;
    return {
      ...entry,
      repeats: repeats.get(entry.figure.token.text) ?? 1,
      firstOfConcept: entry.concept !== null && first.get(key) === index,
      clearestOfConcept: entry.concept !== null && clearest.get(key) === index,
      shareOfLargest:
        entry.concept !== null && isAmount(entry.figure)
          ? Math.abs(entry.figure.number) / (largest.get(entry.concept) || 1)
          : null,
    };
  });
}

/**
 * The document's figure ledger, most telling first: every figure, with its concept, its owner and a
 * fitted score for how much it belongs among the document's headline figures.
 */
export function rankFigures(
  model: DocumentModel,
  signals: DocumentSignals,
  funds: DocumentFunds | null,
  models: FittedModels = fittedModels(),
): LedgerFigure[] {
  return assignFigures(model, signals, funds, models.concept)
    .map((entry, order) => ({
      ...entry,
      highlightScore: probability(models.highlight, highlightFeatures(entry, signals)),
      order,
    }))
    .sort((a, b) => b.highlightScore - a.highlightScore || a.order - b.order)
    .map(({ order: _order, ...figure }) => figure);
}

const scopeWords: Record<string, string> = {
  prior_fund: 'prior fund',
  deal: 'holding',
  portfolio: 'portfolio',
  benchmark: 'benchmark',
  other: 'other',
};

/** The basis a figure is stated on: its concept's, else 'gross' or 'net' in its label, column or words. */
function basisOf(figure: LedgerFigure): 'gross' | 'net' | null {
  const { figure: reading } = figure;
  const entry = figure.concept === null ? null : conceptRegistry[figure.concept];
  if (entry?.basis) return entry.basis;
  if (entry && entry.group !== 'performance') return null;
  const words = `${reading.label} ${reading.column ?? ''} ${reading.quote.slice(Math.max(0, reading.quoteStart - 40), reading.quoteEnd + 20)}`;
  return /\bgross\b/i.test(words) ? 'gross' : /\bnet\b/i.test(words) ? 'net' : null;
}

/**
 * The row a table figure of a concept stands in, when the row's label does not name the concept: the
 * party or part it is the concept's figure for ('Global Equity' of an allocation, 'Class I' of a NAV).
 */
function rowName(figure: LedgerFigure): string | null {
  const { source, label } = figure.figure;
  if (source !== 'table' || figure.concept === null || !label) return null;
  if (figure.scopeName && label.includes(figure.scopeName)) return null;
  const named = conceptPhrases(wordTokens(label)).some((match) => match.concept === figure.concept);
  return named ? null : label;
}

/**
 * 'Net IRR, prior fund (Fund II)', 'Target IRR (net)', 'Fair value, holding (Pivotal Systems)',
 * 'Allocation — Global Equity'. A further value of the same concept and owner names what sets it apart:
 * its period, column or label.
 */
export function highlightLabel(figure: LedgerFigure, further = false): string {
  const entry = figure.concept === null ? null : conceptRegistry[figure.concept];
  const { label, parent, period, column } = figure.figure;
  const base = entry?.label ?? ((parent ? `${parent}: ${label}` : label) || 'Figure');
  const basis = entry ? basisOf(figure) : null;
  const qualified = basis && !new RegExp(`\\b${basis}\\b`, 'i').test(base) ? `${base} (${basis})` : base;
  const row = rowName(figure);
  const when = further ? (period ?? column ?? (row ? null : label)) : null;
  const apart = [row, when === base ? null : when].filter(Boolean).join(', ');
  const distinct = apart ? `${qualified} — ${apart}` : qualified;
  const scope = scopeWords[figure.scope];
  if (!scope) return distinct;
  return `${distinct}, ${scope}${figure.scopeName && figure.scopeName !== base ? ` (${figure.scopeName})` : ''}`;
}

/** A highlighted figure, and whether it is a further value of a concept already shown. */
export type ChosenHighlight = { figure: LedgerFigure; further: boolean };

type Group = {
  score: number;
  /** Its figures are of a concept (rather than of one label no concept claims). */
  claimed: boolean;
  values: { value: string; votes: Map<string, number>; best: LedgerFigure }[];
};

/** A value's votes: its surest reading on each page (or sheet) that prints it, summed over them. */
const totalVotes = (votes: ReadonlyMap<string, number>) =>
  [...votes.values()].reduce((sum, vote) => sum + vote, 0);

const valueKey = (figure: LedgerFigure) => figure.figure.token.text.replace(/\s+/g, ' ');

/**
 * The headline figures. Figures of one concept and owner form a group, scored by its best figure;
 * within a group the document's readings vote for a value (each with how sure its concept is),
 * so a figure printed in the statements and again in the discussion outweighs a stray misreading (a
 * value counts once a page: a template's example rows repeat theirs). Each group offers its winning
 * value at the group's score and its further values (another period's, another party's) at a share of
 * their own, so a telling second value comes before a weak new concept. A figure no concept claims is
 * a group of its own label, offered after the concepts' groups: what a reader looks for by name comes
 * before what the document happens to print.
 */
export function pickHighlights(ranked: readonly LedgerFigure[], limit = maxHighlights): ChosenHighlight[] {
  const groups = new Map<string, Group>();
  for (const figure of ranked) {
    // A zero tells that something is not there; printed in many rows (a schedule's written-off
    // holdings), it would also outvote its concept's real figure.
    if (figure.highlightScore < minHighlightScore || figure.figure.number === 0) continue;
    if (!mayHighlight(figure)) continue;
    const key =
      figure.concept === null
        ? `label:${figure.figure.label.toLowerCase()}`
        : `${figure.concept}:${ownerKey(figure)}`;
    const group = groups.get(key) ?? {
      score: figure.highlightScore,
      claimed: figure.concept !== null,
      values: [],
    };
    groups.set(key, group);
    const value = valueKey(figure);
    const entry = group.values.find((item) => item.value === value);
    const vote =
      figure.concept === null ? figure.highlightScore : figure.conceptScore * (1 + figure.highlightScore);
    const place = String(figure.figure.page ?? figure.figure.sheet);
    if (entry) entry.votes.set(place, Math.max(entry.votes.get(place) ?? 0, vote));
    else group.values.push({ value, votes: new Map([[place, vote]]), best: figure });
  }
  const offers = [...groups.values()].flatMap((group) => {
    group.values.sort((a, b) => totalVotes(b.votes) - totalVotes(a.votes));
    return group.values.map((entry, round) => ({
      claimed: group.claimed,
      round,
      entry,
      score: round === 0 ? group.score : entry.best.highlightScore * furtherValueWeight,
    }));
  });
  offers.sort((a, b) => Number(b.claimed) - Number(a.claimed) || b.score - a.score || a.round - b.round);
  const chosen: ChosenHighlight[] = [];
  // A reading is shown once, and a value once for a concept; the same value may be another concept's figure.
  const shown = new Set<string>();
  for (const { entry, round } of offers) {
    if (chosen.length >= limit) break;
    const { value, best } = entry;
    const reading = `${value}|${best.figure.page}|${best.figure.quote}`;
    const sameFigure = `${value}|${best.concept ?? best.figure.label}`;
    if (shown.has(reading) || shown.has(sameFigure)) continue;
    shown.add(reading);
    shown.add(sameFigure);
    chosen.push({ figure: best, further: round > 0 });
  }
  // The fund's own figures come first, as a reader looks for them; an earlier fund's or a holding's after.
  const own = (item: ChosenHighlight) => item.figure.scope === 'fund' || item.figure.scope === 'company';
  return [...chosen.filter(own), ...chosen.filter((item) => !own(item))];
}

/**
 * The headings above a figure, innermost last: its section's, then its table row's parent (a term's
 * name heading its paragraph is its section already).
 */
function sectionPath({ section, parent }: LedgerFigure['figure']): string | null {
  const path = parent && parent !== section.at(-1) ? [...section, parent] : section;
  return path.length ? path.join(' › ') : null;
}

/** A ledger figure as the fact the database stores and the API serves. */
export function toFact(figure: LedgerFigure, highlight: boolean): DocumentFactFields {
  const { figure: reading } = figure;
  const entry = figure.concept === null ? null : conceptRegistry[figure.concept];
  const near = reading.quote.slice(Math.max(0, reading.quoteStart - 60), reading.quoteEnd + 20);
  return {
    concept: entry?.id ?? 'other',
    label: reading.label || entry?.label || 'Figure',
    value: reading.token.text,
    number: Number.isFinite(reading.number) ? reading.number : null,
    unit: reading.unit,
    scale: reading.scale,
    period: reading.period,
    scope: figure.scope as DocumentFactFields['scope'],
    scopeName: figure.scopeName,
    basis: basisOf(figure),
    targetOrActual:
      entry?.target || (entry?.group === 'performance' && targetWords.test(near))
        ? 'target'
        : entry?.group === 'performance'
          ? 'actual'
          : null,
    page: reading.page,
    sheet: reading.sheet,
    cell: reading.cell,
    quote: reading.quote,
    kind: reading.token.kind,
    numberHigh: reading.high,
    column: reading.column,
    // A table row's parent ('Total return' over 'Based on market value') heads it as a section does.
    section: sectionPath(reading),
    conceptScore: Math.round(figure.conceptScore * 1000) / 1000,
    highlight,
  };
}

/** What the summary's prose needs of a highlighted figure: its label and its value as shown. */
export type StatedFigure = { label: string; value: string };

/** A highlight as the summary states it: the value as written, with the scale its table gives. */
export function statedFigure({ figure, further }: ChosenHighlight): StatedFigure {
  const { token, scale } = figure.figure;
  const shown = scale && !token.writtenScale ? `${token.text} (in ${scale})` : token.text;
  return { label: highlightLabel(figure, further), value: shown };
}

/** The label → value record SPEC's Financial Highlights shows, in the highlights' order. */
export function financialHighlights(figures: readonly StatedFigure[]): Record<string, string> {
  const record: Record<string, string> = {};
  for (const figure of figures) {
    let label = figure.label;
    for (let copy = 2; label in record; copy += 1) label = `${figure.label} (${copy})`;
    record[label] = figure.value;
  }
  return record;
}
