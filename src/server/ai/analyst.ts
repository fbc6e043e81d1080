import type { Db } from '../db/client';
import type { Analyst } from './contracts';
import { answerLocally } from './chat/answer-locally';
import { summariseInThread } from './document-reading/summarise-in-thread';
import { answerWithModel } from './model/answer-with-model';
import type { ModelSource } from './model/model-source';
import { writeAnalysisWithModel } from './model/write-analysis-with-model';
import { writeResearchWithModel } from './model/write-research-with-model';
import { createModelReader } from './model-reading/read-document-with-model';

/** No model for any team: everything stays local. */
const noModels: ModelSource = { forTeam: async () => null, concurrency: 1 };

/**
 * The local analyst, or for a team with a model (its own settings, or the environment's, looked up at
 * each call) an OpenAI-compatible model that answers from the same retrieved sources (and writes an
 * analysis from the same rubric) and falls back to the local analyst on any failure. Documents are
 * always read locally, in a thread of their own, and with a model read by it too, audited and merged
 * (`model-reading/`); investments are always scored locally.
 */
export function createAnalyst({ db, models = noModels }: { db: Db; models?: ModelSource }): Analyst {
  return {
    usesModel: async (teamId) => (await models.forTeam(teamId)) !== null,
    summariseDocument: summariseInThread,
    readDocumentWithModel: createModelReader(db, models),
    async answerQuestion(question) {
      const model = await models.forTeam(question.scope.teamId);
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
      const model = await models.forTeam(toWrite.teamId);
      if (model) return writeAnalysisWithModel(model, toWrite);
      const { executiveSummary, reasoning } = toWrite.analysis;
      return { executiveSummary, reasoning, fallback: false, unverifiedFigures: [] };
    },
    async writeResearch(toWrite) {
      const model = await models.forTeam(toWrite.teamId);
      if (model) return writeResearchWithModel(model, toWrite);
      return { ...toWrite.local, fallback: false, unverifiedFigures: [] };
    },
  };
}
