/**
 * What an investment committee memo says, as data: the analysis builds it, the PDF writer lays it out.
 * A figure is never a bare string: it carries the source it was found in, so the writer can footnote it
 * and a figure without a source cannot be printed as a fact.
 */

/** Where a figure was found: 'Fund III LPA.pdf, page 12', or 'from the pipeline record'. */
export type MemoSource = { label: string };

/** Text whose figures are footnoted: plain runs, and runs quoted from a source. */
export type MemoText = ReadonlyArray<string | { text: string; source: MemoSource }>;

export type MemoFigure = { label: string; value: string; source: MemoSource };

export type MemoPoint = { title: string; body: MemoText };

export type MemoRisk = { title: string; severity: string; body: MemoText; mitigant?: MemoText };

export type MemoRubricRow = {
  criterion: string;
  /** Share of the score, 0 to 1. */
  weight: number;
  /** Out of 10. */
  score: number;
  rationale: MemoText;
};

export type InvestmentMemo = {
  investmentId: number;
  name: string;
  stage: string;
  /** Type, strategy and vintage, as one line under the name. */
  subtitle: string;
  teamName: string;
  date: Date;
  recommendation: string;
  /** Out of 10, the weighted rubric. */
  score: number;
  executiveSummary: readonly MemoText[];
  keyTerms: readonly MemoFigure[];
  performance: readonly MemoFigure[];
  thesis: readonly MemoText[];
  strengths: readonly MemoPoint[];
  risks: readonly MemoRisk[];
  rubric: readonly MemoRubricRow[];
  documentsReviewed: ReadonlyArray<{ name: string; type: string; status: string }>;
  openQuestions: readonly string[];
  notes: ReadonlyArray<{ heading: string; content: string }>;
};
