import type { AnalystSource, Citation } from '@shared/analyst-chat';
import type { Db } from '../db/client';
import type { TeamScope } from '../db/tenancy';
import type { Summariser } from '../modules/documents/process-document';
import { answerLocally } from './local/chat/answer-locally';
import { summariseDocument } from './local/summarise-document';
import { answerWithModel, type ModelSettings } from './model/answer-with-model';

export type AnalystQuestion = {
  question: string;
  /** The conversation so far, oldest first; at most SPEC's last 10 messages. */
  history: { role: 'user' | 'assistant'; content: string }[];
  scope: Pick<TeamScope, 'teamId'>;
  selected: readonly AnalystSource[];
  /** Answer from this investment's data only (the question box of its AI Analysis tab). */
  investmentId?: number;
  now: Date;
};

export type AnalystAnswer = {
  /** Markdown whose [n] markers point at `citations[n - 1]`. */
  response: string;
  citations: Citation[];
  fallback: boolean;
  fallbackReason?: string;
  /** Figures of a model's answer that no source holds. */
  unverifiedFigures: string[];
};

/**
 * The one seam for everything the product's AI does: summarise a document and answer a question over
 * the team's data. Built once in main.ts and handed to the app and the job worker.
 */
export type Analyst = {
  summariseDocument: Summariser;
  answerQuestion: (question: AnalystQuestion) => Promise<AnalystAnswer>;
};

/**
 * The local analyst, or with `model` an OpenAI-compatible model that answers from the same retrieved
 * sources and falls back to the local analyst on any failure. Documents are always summarised locally.
 */
export function createAnalyst({ db, model }: { db: Db; model?: ModelSettings | null }): Analyst {
  return {
    summariseDocument,
    async answerQuestion(question) {
      if (model) return answerWithModel(db, model, question);
      const answer = await answerLocally(db, { ...question, question: question.question });
      return {
        response: answer.response,
        citations: answer.citations,
        fallback: false,
        unverifiedFigures: [],
      };
    },
  };
}
