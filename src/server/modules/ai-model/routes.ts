import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  zConnectionTestResult,
  zModelSettingsInput,
  zModelSettingsView,
  type ModelSettingsInput,
} from '@shared/ai-model-settings';
import { zErrorResponse } from '@shared/errors';
import type { RouteDeps } from '../../app-deps';
import { currentUser } from '../../auth/guard';
import { probeModel } from '../../ai/model/probe-model';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/service';
import { queueModelRereading } from '../documents/service';
import { effectiveSettings, presentSettings } from './effective-settings';
import { checkInput, loadTeamValues, saveTeamValues, withInput } from './service';

/** What the audit trail keeps of a change: the values, and of the key only whether it changed. */
function auditedChange(input: ModelSettingsInput) {
  const { apiKey, ...values } = input;
  return {
    aiModel: { ...values, apiKey: apiKey === undefined ? 'kept' : apiKey === null ? 'removed' : 'replaced' },
  };
}

/**
 * Settings, Admin, AI model (issue 23): the team's OpenAI-compatible model, for its admins only. The
 * API key is written, never read back: the screen learns only whether one is set and its last characters.
 */
export const aiModelRoutes: FastifyPluginAsyncZod<
  RouteDeps<'db' | 'clock' | 'teamModels' | 'wakeWorker'>
> = async (app, deps) => {
  const { db, clock, teamModels } = deps;
  const { environment, box } = teamModels;
  const errors = { 400: zErrorResponse, 401: zErrorResponse, 403: zErrorResponse };
  const view = async (teamId: number) =>
    presentSettings(environment, await loadTeamValues(db, box, teamId), box !== null);

  app.get(
    '/team/ai-model',
    {
      config: { role: 'admin' },
      schema: { tags: ['team'], response: { 200: zModelSettingsView, ...errors } },
    },
    async (request) => view(currentUser(request).teamId),
  );

  app.put(
    '/team/ai-model',
    {
      config: { role: 'admin' },
      schema: { tags: ['team'], body: zModelSettingsInput, response: { 200: zModelSettingsView, ...errors } },
    },
    async (request) => {
      const { teamId } = currentUser(request);
      checkInput(environment, box, request.body, { storing: true });
      const before = effectiveSettings(environment, await loadTeamValues(db, box, teamId));
      await saveTeamValues({ db, clock, box }, teamId, request.body);
      teamModels.forget(teamId);
      const after = effectiveSettings(environment, await loadTeamValues(db, box, teamId));
      // A model newly chosen (or moved) reads the team's documents again, in the background.
      if (after && (after.model !== before?.model || after.baseUrl !== before.baseUrl)) {
        await queueModelRereading(db, clock, { teamId, model: after.model });
        deps.wakeWorker();
      }
      await recordAudit(deps, request, {
        action: 'team_updated',
        objectType: 'team',
        objectId: teamId,
        objectName: 'AI model settings',
        details: auditedChange(request.body),
      });
      return view(teamId);
    },
  );

  app.post(
    '/team/ai-model/test',
    {
      config: { role: 'admin' },
      schema: {
        tags: ['team'],
        body: zModelSettingsInput,
        response: { 200: zConnectionTestResult, ...errors },
      },
    },
    async (request) => {
      const { teamId } = currentUser(request);
      checkInput(environment, box, request.body, { storing: false });
      const saved = await loadTeamValues(db, box, teamId);
      const settings = effectiveSettings(environment, withInput(saved, request.body));
      if (!settings) throw new AppError('bad_request', 'Enter a base URL and a model to test');
      return probeModel(settings);
    },
  );
};
