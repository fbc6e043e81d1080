import { modelSettingLimits, type ModelSettingsView, type SettingSource } from '@shared/ai-model-settings';
import type { ModelSettings } from '../../ai/model/ask-model';
import type { ModelEnvironment } from '../../ai/model/model-source';

/** A team's saved settings, the key already opened (undefined when none is saved or it no longer opens). */
export type TeamModelValues = {
  baseUrl: string | null;
  model: string | null;
  apiKey: string | undefined;
  apiKeyHint: string | null;
  timeoutSeconds: number | null;
  tokenBudget: number | null;
};

export const noTeamValues: TeamModelValues = {
  baseUrl: null,
  model: null,
  apiKey: undefined,
  apiKeyHint: null,
  timeoutSeconds: null,
  tokenBudget: null,
};

const retryDelayMs = 1000;

/** One value as it applies: the environment's, else the team's, else none. */
function pick<T>(
  environment: T | undefined,
  team: T | null | undefined,
): { value: T | null; source: SettingSource } {
  if (environment !== undefined) return { value: environment, source: 'environment' };
  if (team !== null && team !== undefined) return { value: team, source: 'team' };
  return { value: null, source: 'none' };
}

/** One value as it applies: the environment's, else the team's, else the default. */
function pickOrDefault<T>(
  environment: T | undefined,
  team: T | null | undefined,
  fallback: T,
): { value: T; source: SettingSource } {
  const { value, source } = pick(environment, team);
  return value === null ? { value: fallback, source: 'default' } : { value, source };
}

/** Every value of the team's model as it applies now, with where it comes from. */
export function resolveValues(environment: ModelEnvironment, team: TeamModelValues) {
  const seconds = (ms: number | undefined) => (ms === undefined ? undefined : Math.round(ms / 1000));
  return {
    baseUrl: pick(environment.baseUrl, team.baseUrl),
    model: pick(environment.model, team.model),
    // The server's key goes only to the server's endpoint, never to one a team chose.
    apiKey: pick(environment.baseUrl === undefined ? undefined : environment.apiKey, team.apiKey),
    timeoutSeconds: pickOrDefault(
      seconds(environment.timeoutMs),
      team.timeoutSeconds,
      modelSettingLimits.timeoutSeconds.default,
    ),
    tokenBudget: pickOrDefault(
      environment.tokenBudget,
      team.tokenBudget,
      modelSettingLimits.tokenBudget.default,
    ),
  };
}

/** The settings the analyst calls the team's model with, or null when no base URL and model apply. */
export function effectiveSettings(
  environment: ModelEnvironment,
  team: TeamModelValues,
): ModelSettings | null {
  const values = resolveValues(environment, team);
  if (values.baseUrl.value === null || values.model.value === null) return null;
  return {
    baseUrl: values.baseUrl.value,
    model: values.model.value,
    apiKey: values.apiKey.value ?? undefined,
    timeoutMs: environment.timeoutMs ?? values.timeoutSeconds.value * 1000,
    reading: {
      timeoutMs: environment.reading.timeoutMs,
      concurrency: environment.reading.concurrency,
      retryDelayMs: environment.reading.retryDelayMs ?? retryDelayMs,
      tokenBudget: values.tokenBudget.value,
    },
  };
}

/** What the settings screen shows: the values and their sources, the key only as set or not, masked. */
export function presentSettings(
  environment: ModelEnvironment,
  team: TeamModelValues,
  canStoreApiKey: boolean,
): ModelSettingsView {
  const values = resolveValues(environment, team);
  const keySource: SettingSource = values.apiKey.source;
  return {
    baseUrl: values.baseUrl,
    model: values.model,
    apiKey: {
      set: keySource !== 'none',
      // The environment's key is not the team's to see, even masked.
      hint: keySource === 'team' ? team.apiKeyHint : null,
      source: keySource,
    },
    timeoutSeconds: values.timeoutSeconds,
    tokenBudget: values.tokenBudget,
    configured: values.baseUrl.value !== null && values.model.value !== null,
    canStoreApiKey,
  };
}
