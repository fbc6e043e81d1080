import { z } from 'zod';
import type { DocumentSummary } from './document-summary';

/**
 * The catalogue of figures the analyst reads from documents, grouped the way an investor reads them:
 * the fund's terms, its performance and capital account, and an operating company's figures.
 */
export const factConcepts = [
  { id: 'target_size', label: 'Target size', group: 'terms' },
  { id: 'hard_cap', label: 'Hard cap', group: 'terms' },
  { id: 'fund_size', label: 'Fund size', group: 'terms' },
  { id: 'management_fee', label: 'Management fee', group: 'terms' },
  { id: 'carried_interest', label: 'Carried interest', group: 'terms' },
  { id: 'hurdle_rate', label: 'Hurdle rate', group: 'terms' },
  { id: 'catch_up', label: 'Catch-up', group: 'terms' },
  { id: 'gp_commitment', label: 'GP commitment', group: 'terms' },
  { id: 'minimum_commitment', label: 'Minimum commitment', group: 'terms' },
  { id: 'fund_term', label: 'Fund term', group: 'terms' },
  { id: 'term_extension', label: 'Term extension', group: 'terms' },
  { id: 'investment_period', label: 'Investment period', group: 'terms' },
  { id: 'key_person', label: 'Key person', group: 'terms' },
  { id: 'clawback', label: 'Clawback', group: 'terms' },
  { id: 'fee_offset', label: 'Fee offset', group: 'terms' },
  { id: 'removal_threshold', label: 'GP removal threshold', group: 'terms' },
  { id: 'concentration_limit', label: 'Concentration limit', group: 'terms' },
  { id: 'borrowing_limit', label: 'Borrowing limit', group: 'terms' },
  { id: 'vintage', label: 'Vintage', group: 'terms' },
  { id: 'target_irr', label: 'Target IRR', group: 'performance' },
  { id: 'net_irr', label: 'Net IRR', group: 'performance' },
  { id: 'gross_irr', label: 'Gross IRR', group: 'performance' },
  { id: 'irr', label: 'IRR', group: 'performance' },
  { id: 'tvpi', label: 'TVPI', group: 'performance' },
  { id: 'dpi', label: 'DPI', group: 'performance' },
  { id: 'rvpi', label: 'RVPI', group: 'performance' },
  { id: 'moic', label: 'MOIC', group: 'performance' },
  { id: 'nav', label: 'Net asset value', group: 'capital_account' },
  { id: 'commitment', label: 'Commitment', group: 'capital_account' },
  { id: 'called_capital', label: 'Called capital', group: 'capital_account' },
  { id: 'distributed', label: 'Distributions', group: 'capital_account' },
  { id: 'unfunded', label: 'Unfunded commitment', group: 'capital_account' },
  { id: 'fair_value', label: 'Investments at fair value', group: 'capital_account' },
  { id: 'opening_balance', label: 'Opening balance', group: 'capital_account' },
  { id: 'ending_balance', label: "Partners' capital", group: 'capital_account' },
  { id: 'credit_facility', label: 'Credit facility', group: 'capital_account' },
  { id: 'revenue', label: 'Revenue', group: 'company' },
  { id: 'ebitda', label: 'EBITDA', group: 'company' },
  { id: 'net_income', label: 'Net income', group: 'company' },
  { id: 'net_investment_income', label: 'Net investment income', group: 'capital_account' },
  { id: 'total_assets', label: 'Total assets', group: 'company' },
  { id: 'total_liabilities', label: 'Total liabilities', group: 'company' },
  { id: 'debt', label: 'Debt', group: 'company' },
  { id: 'cash', label: 'Cash', group: 'company' },
  { id: 'growth_rate', label: 'Growth', group: 'company' },
  { id: 'expense_ratio', label: 'Expense ratio', group: 'company' },
  { id: 'other_amount', label: 'Other figure', group: 'other' },
] as const;

export type FactConceptId = (typeof factConcepts)[number]['id'];
export const factConceptIds = factConcepts.map((concept) => concept.id) as [
  FactConceptId,
  ...FactConceptId[],
];
export const zFactConcept = z.enum(factConceptIds);

export function factConceptLabel(id: FactConceptId): string {
  return factConcepts.find((concept) => concept.id === id)?.label ?? id;
}

/** Whose figure it is: the fund the document is about, an earlier fund, one deal or company, or a portfolio. */
export const factScopes = ['fund', 'prior_fund', 'deal', 'company', 'portfolio'] as const;
export const zFactScope = z.enum(factScopes);
export type FactScope = z.infer<typeof zFactScope>;

/**
 * A figure the analyst read from a document, with where it stands: `value` and `quote` are verbatim
 * from the document's text, `number` is the value with the table's scale applied ('18,775' in a table
 * headed 'in millions' is 18775000000), percents stay percents (20 for '20%').
 */
export const zDocumentFactFields = z.object({
  concept: zFactConcept,
  /** The label as the document writes it ('Carried Interest', 'Net IRR'), or the catalogue's. */
  label: z.string(),
  value: z.string(),
  number: z.number().nullable(),
  /** ISO currency code, '%', 'x', 'years' or 'months'; null for a plain count. */
  unit: z.string().nullable(),
  /** The scale a table header gives: 'thousands', 'millions' or 'billions'; null when none. */
  scale: z.string().nullable(),
  /** The period or as-of date the figure belongs to, as written ('December 31, 2024'). */
  period: z.string().nullable(),
  scope: zFactScope,
  /** The fund, deal or company named as the scope ('Fund II'), when the text names it. */
  scopeName: z.string().nullable(),
  basis: z.enum(['gross', 'net']).nullable(),
  targetOrActual: z.enum(['target', 'actual']).nullable(),
  /** 1-based page of a PDF; null for files without pages. */
  page: z.number().int().positive().nullable(),
  sheet: z.string().nullable(),
  /** A spreadsheet cell address ('C12') when the figure comes from a sheet. */
  cell: z.string().nullable(),
  quote: z.string(),
});
export type DocumentFactFields = z.infer<typeof zDocumentFactFields>;

export const zDocumentFact = zDocumentFactFields.extend({
  id: z.number().int(),
  documentId: z.number().int(),
  /** The analyst version that read it; facts of an older version are replaced by re-analysis. */
  analystVersion: z.number().int(),
});
export type DocumentFact = z.infer<typeof zDocumentFact>;

/** What an analyst makes of a document: its summary, the facts it rests on, and the analyst's version. */
export type DocumentAnalysis = {
  summary: DocumentSummary;
  facts: DocumentFactFields[];
  analystVersion: number;
};
