/**
 * The shape of an annotation (ANNOTATING.md): one file a document under truth/dev or truth/test, and
 * the split that says which half each document is in.
 */
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

export type TruthFigure = {
  concept: string;
  label?: string;
  value: string;
  page?: number;
  sheet?: string;
  cell?: string;
  scope: string;
  scopeName?: string | null;
  period?: string | null;
  question?: string;
};
export type TruthTrap = { value: string; notAs?: string; why: string };
export type TruthRisk = { words: string[]; page?: number };
export type TruthQuestion = {
  question: string;
  kind: 'absent' | 'text';
  answer?: string;
  page?: number;
  why?: string;
};
export type TruthDocument = {
  file: string;
  types: string[];
  subject?: string;
  figures: TruthFigure[];
  risks: TruthRisk[];
  traps: TruthTrap[];
  questions?: TruthQuestion[];
};

export type Half = 'dev' | 'test';
export type SplitEntry = { file: string; genre: string };
export type AnnotatedDocument = TruthDocument & { half: Half; genre: string };

export const annotationScopes = ['fund', 'prior_fund', 'deal', 'company', 'portfolio', 'benchmark', 'other'];

export const annotationConcepts = [
  ...'fund_size target_size hard_cap management_fee incentive_fee carried_interest hurdle_rate catch_up gp_commitment minimum_commitment fund_term term_extension investment_period key_person clawback fee_offset removal_threshold concentration_limit borrowing_limit organizational_expenses expense_cap lock_up repurchase_offer unit_price vintage'.split(
    ' ',
  ),
  ...'target_irr target_multiple net_irr gross_irr irr tvpi dpi rvpi moic total_return benchmark_return distribution_rate'.split(
    ' ',
  ),
  ...'nav nav_per_share aum commitment called_capital distributed unfunded fair_value cost opening_balance ending_balance credit_facility allocation'.split(
    ' ',
  ),
  ...'investment_income net_investment_income expenses realized_gain unrealized_gain net_income total_assets total_liabilities debt cash shares_outstanding revenue ebitda growth_rate expense_ratio'.split(
    ' ',
  ),
  'other',
];

const here = import.meta.dirname;

/** The annotated documents of one half (or both), in the split's order; a document not yet annotated is left out. */
export function annotatedDocuments(halves: readonly Half[] = ['dev', 'test']): AnnotatedDocument[] {
  const split: Record<Half, SplitEntry[]> = JSON.parse(
    readFileSync(join(here, 'truth', 'split.json'), 'utf8'),
  );
  return halves.flatMap((half) =>
    split[half].flatMap((entry) => {
      const path = join(here, 'truth', half, `${basename(entry.file)}.json`);
      try {
        const truth: TruthDocument = JSON.parse(readFileSync(path, 'utf8'));
        return [{ ...truth, half, genre: entry.genre }];
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    }),
  );
}
