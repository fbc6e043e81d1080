import { describe, expect, it } from 'vitest';
import type { ModelEnvironment } from '../../ai/model/model-source';
import { effectiveSettings, noTeamValues, presentSettings } from './effective-settings';

const reading = { timeoutMs: 120_000, concurrency: 2 };
const team = {
  ...noTeamValues,
  baseUrl: 'https://team.example.com/v1',
  model: 'team-model',
  apiKey: 'sk-team-0001',
  apiKeyHint: '••••0001',
  tokenBudget: 30_000,
};

describe('a team’s effective model settings', () => {
  it('uses the team’s values, with the defaults for what it leaves unset', () => {
    expect(effectiveSettings({ reading }, team)).toEqual({
      baseUrl: 'https://team.example.com/v1',
      model: 'team-model',
      apiKey: 'sk-team-0001',
      timeoutMs: 20_000,
      reading: { timeoutMs: 120_000, concurrency: 2, retryDelayMs: 1000, tokenBudget: 30_000 },
    });
    expect(effectiveSettings({ reading }, noTeamValues)).toBeNull();
  });

  it('lets each value the environment sets win', () => {
    const environment: ModelEnvironment = {
      baseUrl: 'http://llm.internal/v1',
      model: 'server-model',
      apiKey: 'sk-server',
      timeoutMs: 5000,
      reading,
    };
    expect(effectiveSettings(environment, team)).toMatchObject({
      baseUrl: 'http://llm.internal/v1',
      model: 'server-model',
      apiKey: 'sk-server',
      timeoutMs: 5000,
      reading: { tokenBudget: 30_000 },
    });
  });

  it('never sends the server’s key to an endpoint a team chose', () => {
    const environment: ModelEnvironment = { apiKey: 'sk-server', reading };
    expect(effectiveSettings(environment, { ...team, apiKey: undefined })?.apiKey).toBeUndefined();
    expect(effectiveSettings(environment, team)?.apiKey).toBe('sk-team-0001');
    expect(presentSettings(environment, team, true).apiKey).toEqual({
      set: true,
      hint: '••••0001',
      source: 'team',
    });
  });
});
