import type { AnalystSource, Citation } from '@shared/analyst-chat';
import type { InvestmentAnalysis } from '@shared/investment-analysis';
import type { CompanyResearchResult } from '@shared/tools';
import type { Db } from '../db/client';
import type { TeamScope } from '../db/tenancy';
import type { Summariser } from '../modules/documents/process-document';
import { answerLocally } from './local/chat/answer-locally';
import { summariseInThread } from './local/summarise-in-thread';
import { answerWithModel } from './model/answer-with-model';
import type { ModelSettings } from './model/ask-model';
import { writeAnalysisWithModel } from './model/write-analysis-with-model';
import { writeResearchWithModel } from './model/write-research-with-model';
import type { RetrievedSource } from './retrieval/retriever';

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

/** An investment's analysis as the rubric scored it, to be told in words. */
export type AnalysisToWrite = { investmentName: string; analysis: InvestmentAnalysis };

/** The words of an analysis: the local analyst's, or a model's with the figures it could not back. */
export type AnalysisNarrative = Pick<
  InvestmentAnalysis,
  'executiveSummary' | 'reasoning' | 'fallback' | 'fallbackReason' | 'unverifiedFigures'
>;

/** Company research as the local analyst quoted it from the team's sources, to be written up. */
export type ResearchToWrite = {
  query: string;
  sources: readonly RetrievedSource[];
  local: Pick<CompanyResearchResult, 'summary' | 'keyFindings'>;
};

/** The words of the research: the local analyst's, or a model's with the figures it could not back. */
export type ResearchWriting = Omit<CompanyResearchResult, 'sources'>;

/**
 * The one seam for everything the product's AI does: summarise a document, answer a question over
 * the team's data, write an investment's analysis from its scored rubric and write up company research. Built once in main.ts and handed to the app and the job worker.
 */
export type Analyst = {
  summariseDocument: Summariser;
  answerQuestion: (question: AnalystQuestion) => Promise<AnalystAnswer>;
  writeAnalysis: (toWrite: AnalysisToWrite) => Promise<AnalysisNarrative>;
  writeResearch: (toWrite: ResearchToWrite) => Promise<ResearchWriting>;
};

/**
 * The local analyst, or with `model` an OpenAI-compatible model that answers from the same retrieved
 * sources (and writes an analysis from the same rubric) and falls back to the local analyst on any failure.
 * Documents are always summarised locally, in a thread of their own, and investments always scored locally.
 */
export function createAnalyst({ db, model }: { db: Db; model?: ModelSettings | null }): Analyst {
  return {
    summariseDocument: summariseInThread,
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
    async writeAnalysis(toWrite) {
      if (model) return writeAnalysisWithModel(model, toWrite);
      const { executiveSummary, reasoning } = toWrite.analysis;
      return { executiveSummary, reasoning, fallback: false, unverifiedFigures: [] };
    },
    async writeResearch(toWrite) {
      if (model) return writeResearchWithModel(model, toWrite);
      return { ...toWrite.local, fallback: false, unverifiedFigures: [] };
    },
  };
}
