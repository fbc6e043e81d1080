import type { Citation } from '@shared/analyst-chat';
import type { Db } from '../../db/client';
import type { TeamScope } from '../../db/tenancy';
import type { UnderstoodQuestion } from '../chat/understand-question';
import type { QuestionTerms } from './question-terms';
import type { YearSilence } from './year-silence';

/**
 * One piece of the team's data that may answer a question: what the analyst quotes, cites and hands a
 * model. `text` is the source's full wording; `citation` is how the answer points back to it.
 */
export type RetrievedSource = {
  citation: Citation;
  text: string;
  /** Higher is more relevant; comparable within one retriever only. */
  score: number;
  /** A figure read from a document: the answer states it as written, with whose it is and when. */
  figure?: {
    label: string;
    value: string;
    about: string;
    concept?: string;
    /** The kind of value (a percent, an amount, a frequency…), as the number grammar read it. */
    kind?: string;
    period?: string | null;
    scope?: string;
    scopeName?: string | null;
    /** The document's title or name, as the answer names it. */
    document?: string;
    /** How much the figure is what the question asks (ledger-retriever.ts's `relevance`). */
    relevance?: number;
  };
  /**
   * The investment the source is, or belongs to (a document's, a note's, an activity's); null for the
   * General Repository's documents and the team's own activity.
   */
  investmentId: number | null;
};

/** A source that is a figure read from a document. */
export type FigureSource = RetrievedSource & Required<Pick<RetrievedSource, 'figure'>>;
export const isFigure = (source: RetrievedSource): source is FigureSource => source.figure !== undefined;

export type RetrievalRequest = {
  question: string;
  terms: QuestionTerms;
  /** What the question asks, about whom and when (chat/understand-question.ts). */
  understood: UnderstoodQuestion;
  scope: Pick<TeamScope, 'teamId'>;
  /** Only this investment's data: its record, notes, activity and documents (the investment's question box). */
  investmentId?: number;
  limit: number;
  /** The documents found that never name a year the question asks about (year-silence.ts). */
  silentOnYears: YearSilence;
};

/**
 * A kind of source the analyst searches: passages, document facts, investments, notes and activities
 * today. An embedding retriever would be one more implementation of this, listed in `retrieve-sources.ts`.
 */
export type Retriever = {
  /** The source option of SPEC 9 that switches it on ('all' switches on every retriever). */
  source: 'investments' | 'documents' | 'activities';
  retrieve: (db: Db, request: RetrievalRequest) => Promise<RetrievedSource[]>;
};
