import { conceptRegistry } from '@shared/concept-registry';
import { isAmount, type FigureReading } from '../ledger/read-figures';
import type { DocumentSignals } from './concept-features';

/**
 * What makes a figure one of a document's headline figures, as numbers a fitted model weighs: how
 * sure the concept is and whether the document's type states that concept, whose figure it is, where
 * it stands (a total row, the latest column or another period's beside it, an early page, a summary
 * section), how often the document repeats it, and what kind of value it is.
 */
export const highlightFeatureNames = [
  'bias',
  'concept_score',
  'no_concept',
  'headline_concept',
  'minor_concept',
  'first_of_concept',
  'clearest_of_concept',
  'type_states_concept',
  'own_fund',
  'another_fund',
  'holding',
  'benchmark',
  'table',
  'total_row',
  'first_column',
  'later_column',
  'comparative',
  'total_column',
  'repeated',
  'early',
  'summary_section',
  'bracketed',
  'percent',
  'multiple',
  'money',
  'share_of_largest',
  'duration',
  'count',
  'long_label',
  'has_period',
] as const;
type HighlightFeatures = Record<(typeof highlightFeatureNames)[number], number>;

/** A figure with its concept and owner, and what the document as a whole says of it. */
export type AssignedFigure = {
  figure: FigureReading;
  concept: number | null;
  conceptScore: number;
  scope: string;
  scopeName: string | null;
  /** How many times the document prints the same value. */
  repeats: number;
  /** The first figure the document gives its concept and owner. */
  firstOfConcept: boolean;
  /** The figure the concept model is surest of, among those of its concept and owner. */
  clearestOfConcept: boolean;
  /**
   * An amount's size against the largest amount the document gives its concept, whoever's (a fund's
   * total is 1, a holding's a part of it, a template's example row next to nothing); null otherwise.
   */
  shareOfLargest: number | null;
};

/**
 * Whether a figure may be a headline at all: one neither a concept nor a label names tells a reader
 * nothing, and a date no concept claims says when something was done ('Prepared February 19, 2026').
 */
export const mayHighlight = ({ concept, figure }: Pick<AssignedFigure, 'concept' | 'figure'>) =>
  concept !== null || (figure.label !== '' && figure.token.kind !== 'date');

/** A column of a row's totals ('Total', 'Total partners' capital'). */
export const isTotalColumn = (column: string | null) => /\btotal\b/i.test(column ?? '');

const summaryWords =
  /\b(?:summary|highlights|key (?:terms|facts|figures|metrics)|overview|at a glance|fund facts|snapshot|performance|principal terms)\b/i;

export function highlightFeatures(ranked: AssignedFigure, signals: DocumentSignals): number[] {
  const { figure, repeats } = ranked;
  const entry = ranked.concept === null ? null : conceptRegistry[ranked.concept];
  const where = [figure.caption ?? '', ...figure.section.slice(-2)].join(' ');
  const features: HighlightFeatures = {
    bias: 1,
    concept_score: ranked.conceptScore,
    no_concept: Number(entry === null),
    headline_concept: Number(entry?.importance === 'headline'),
    minor_concept: Number(entry?.importance === 'minor'),
    first_of_concept: Number(ranked.firstOfConcept),
    clearest_of_concept: Number(ranked.clearestOfConcept),
    type_states_concept: Number(entry !== null && entry.statedIn.includes(signals.type)),
    own_fund: Number(ranked.scope === 'fund' || ranked.scope === 'company'),
    another_fund: Number(ranked.scope === 'prior_fund'),
    holding: Number(ranked.scope === 'deal'),
    benchmark: Number(ranked.scope === 'benchmark'),
    table: Number(figure.source === 'table'),
    total_row: Number(/^total\b/i.test(figure.label)),
    first_column: Number(figure.columnIndex === 0),
    later_column: Number(figure.columnIndex !== null && figure.columnIndex > 0),
    comparative: Number(figure.comparative),
    total_column: Number(isTotalColumn(figure.column)),
    repeated: Math.log1p(Math.max(0, repeats - 1)),
    early: 1 - figure.position,
    summary_section: Number(summaryWords.test(where)),
    bracketed: Number(figure.token.bracketed),
    percent: Number(figure.token.kind === 'percent'),
    multiple: Number(figure.token.kind === 'multiple'),
    money: Number(isAmount(figure)),
    share_of_largest: ranked.shareOfLargest ?? 0,
    duration: Number(figure.token.kind === 'duration'),
    count: Number(figure.token.kind === 'count'),
    long_label: Math.min(1, figure.label.split(/\s+/).length / 12),
    has_period: Number(figure.period !== null),
  };
  return highlightFeatureNames.map((name) => features[name]);
}
