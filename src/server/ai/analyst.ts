import type { Db } from '../db/client';
import type { Analyst } from './contracts';
import { answerLocally } from './chat/answer-locally';
import { summariseInThread } from './document-reading/summarise-in-thread';
import { answerWithModel } from './model/answer-with-model';
import type { ModelSettings } from './model/ask-model';
import { writeAnalysisWithModel } from './model/write-analysis-with-model';
import { writeResearchWithModel } from './model/write-research-with-model';
import { createModelReader } from './model-reading/read-document-with-model';

/**
 * The local analyst, or with `model` an OpenAI-compatible model that answers from the same retrieved
 * sources (and writes an analysis from the same rubric) and falls back to the local analyst on any failure.
 * Documents are always read locally, in a thread of their own, and with a model read by it too, audited and
 * merged (`model-reading/`); investments are always scored locally.
 */
export function createAnalyst({ db, model }: { db: Db; model?: ModelSettings | null }): Analyst {
  return {
    usesModel: Boolean(model),
    summariseDocument: summariseInThread,
    readDocumentWithModel: model ? createModelReader(db, model) : null,
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
