import { eq } from 'drizzle-orm';
import { apiKeyHint, type ModelSettingsInput } from '@shared/ai-model-settings';
import type { ModelEnvironment } from '../../ai/model/model-source';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { teamModelSettings } from '../../db/schema';
import { AppError } from '../../errors';
import { noTeamValues, type TeamModelValues } from './effective-settings';
import type { SecretBox } from './secret-box';

/** What a sealed key is bound to: its team, so it opens in that team's row only. */
const keyContext = (teamId: number) => `team:${teamId}`;

/** The team's saved model settings, its key opened with the server's secret. */
export async function loadTeamValues(
  db: Db,
  box: SecretBox | null,
  teamId: number,
): Promise<TeamModelValues> {
  const [row] = await db.select().from(teamModelSettings).where(eq(teamModelSettings.teamId, teamId));
  if (!row) return noTeamValues;
  return {
    baseUrl: row.baseUrl,
    model: row.model,
    apiKey:
      row.apiKeySealed && box ? (box.open(row.apiKeySealed, keyContext(teamId)) ?? undefined) : undefined,
    apiKeyHint: row.apiKeyHint,
    timeoutSeconds: row.timeoutSeconds,
    tokenBudget: row.tokenBudget,
  };
}

const environmentNames = {
  baseUrl: 'AI_BASE_URL',
  model: 'AI_MODEL',
  apiKey: 'AI_API_KEY',
  timeoutSeconds: 'AI_TIMEOUT_SECONDS',
  tokenBudget: 'AI_DOCUMENT_TOKEN_BUDGET',
} as const;

/** The fields of the input that the environment already sets: those the team cannot set. */
function setByEnvironment(environment: ModelEnvironment, input: ModelSettingsInput) {
  const inEnvironment = {
    baseUrl: environment.baseUrl,
    model: environment.model,
    apiKey: environment.baseUrl === undefined ? undefined : environment.apiKey,
    timeoutSeconds: environment.timeoutMs,
    tokenBudget: environment.tokenBudget,
  };
  return (Object.keys(environmentNames) as (keyof typeof environmentNames)[]).filter(
    (field) => inEnvironment[field] !== undefined && input[field] !== null && input[field] !== undefined,
  );
}

/**
 * Refuses what cannot be saved as asked: a value the environment sets (it would never apply), a base URL
 * without a model or the other way round, a key with no secret to seal it.
 */
export function checkInput(
  environment: ModelEnvironment,
  box: SecretBox | null,
  input: ModelSettingsInput,
  { storing }: { storing: boolean },
): void {
  const locked = setByEnvironment(environment, input);
  if (locked.length > 0)
    throw new AppError(
      'bad_request',
      "Some values are set by the server's environment and cannot be changed here",
      Object.fromEntries(
        locked.map((field) => [field, [`Set by the server's environment (${environmentNames[field]})`]]),
      ),
    );
  const baseUrl = environment.baseUrl ?? input.baseUrl;
  const model = environment.model ?? input.model;
  if ((baseUrl === null) !== (model === null))
    throw new AppError('bad_request', 'Set the base URL and the model together, or clear both', {
      [baseUrl === null ? 'baseUrl' : 'model']: ['Needed with the other'],
    });
  if (storing && input.apiKey && !box)
    throw new AppError(
      'bad_request',
      'The server has no AI_SETTINGS_SECRET to encrypt an API key with; ask whoever runs it to set one',
      { apiKey: ['The server cannot store a key'] },
    );
}

/** Saves the team's model settings; the key is kept when left out, removed with null, sealed when new. */
export async function saveTeamValues(
  deps: { db: Db; clock: Clock; box: SecretBox | null },
  teamId: number,
  input: ModelSettingsInput,
): Promise<void> {
  const { db, clock, box } = deps;
  const key =
    input.apiKey === undefined
      ? {}
      : input.apiKey === null || !box
        ? { apiKeySealed: null, apiKeyHint: null }
        : { apiKeySealed: box.seal(input.apiKey, keyContext(teamId)), apiKeyHint: apiKeyHint(input.apiKey) };
  const values = {
    baseUrl: input.baseUrl,
    model: input.model,
    timeoutSeconds: input.timeoutSeconds,
    tokenBudget: input.tokenBudget,
    ...key,
    updatedAt: clock.now(),
  };
  await db
    .insert(teamModelSettings)
    .values({ teamId, ...values })
    .onConflictDoUpdate({ target: teamModelSettings.teamId, set: values });
}

/** The values as a connection test would use them: the saved ones with the form's changes over them. */
export function withInput(saved: TeamModelValues, input: ModelSettingsInput): TeamModelValues {
  return {
    baseUrl: input.baseUrl,
    model: input.model,
    apiKey: input.apiKey === undefined ? saved.apiKey : (input.apiKey ?? undefined),
    apiKeyHint: saved.apiKeyHint,
    timeoutSeconds: input.timeoutSeconds,
    tokenBudget: input.tokenBudget,
  };
}
