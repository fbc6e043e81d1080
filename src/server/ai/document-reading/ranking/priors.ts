import type { riskFeatureNames } from '../risks/risk-features';
import type { conceptFeatureNames } from './concept-features';

/**
 * What an analyst knows before any annotated example: the concept model's starting weights, towards
 * which fitting pulls the weights it has little data for. A phrase beside a value names it; a number
 * standing between them, or a closer phrase of another concept, takes that away; a target word makes a
 * figure a target. Fitting on the dev half moves each weight as far as the examples bear out.
 */
export const conceptPrior: Record<(typeof conceptFeatureNames)[number], number> & { none: number } = {
  none: 0,
  label: 2,
  label_exact: 1,
  label_subsumed: -2,
  label_modifier: -1,
  column: 1.5,
  parent: 0.3,
  caption: 0.3,
  section: 0.5,
  near_before: 2,
  mid_before: 1,
  near_after: 1.5,
  elsewhere_in_sentence: 0,
  competitor_closer: -1.5,
  figure_between: -1.5,
  in_range: 1,
  out_of_range: -3,
  primary_kind: 0.3,
  target_word_target_concept: 1.5,
  target_word_actual_concept: -1.5,
  basis_agrees: 1,
  basis_conflicts: -2,
  type_states_it: 0.5,
  per_share_fits: 1,
  total_row: 0,
  table: 0,
  example_or_question: -2,
  context_only: -2,
  excluded: -2,
  negative_unsigned: -1.5,
  defined_term: 2.5,
  sentence_role: 2,
  one_holder_whole_fund: -2,
};

/**
 * The risk model's starting weights: a risk section and the language of loss and uncertainty make a
 * stated risk; a definition, a procedure, a party's obligation or a question does not.
 */
export const riskPrior: Record<(typeof riskFeatureNames)[number], number> = {
  bias: -3,
  risk_section: 2,
  risk_word: 1,
  adverse: 1,
  uncertain: 1,
  no_assurance: 1.5,
  theme: 1,
  investor_subject: 0.3,
  definition: -2,
  procedure: -1.5,
  obligation: -1.5,
  question: -2,
  short: -1,
  long: -0.5,
  first_of_paragraph: 0.3,
  boilerplate: -2,
};
