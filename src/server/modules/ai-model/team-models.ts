import type { ModelSettings } from '../../ai/model/ask-model';
import type { ModelEnvironment, ModelSource } from '../../ai/model/model-source';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { effectiveSettings } from './effective-settings';
import type { SecretBox } from './secret-box';
import { loadTeamValues } from './service';

/** The model settings of every team, as the analyst reads them at call time and the settings routes change them. */
export type TeamModels = ModelSource & {
  environment: ModelEnvironment;
  /** Seals and opens the teams' API keys; null when the server has no secret (keys only from the environment). */
  box: SecretBox | null;
  /** Drops the team's cached settings after a save, so the next call uses the new ones. */
  forget: (teamId: number) => void;
};

/** How long a team's settings are reused before being read again (another process may have saved). */
export const teamModelCacheMs = 30_000;

/**
 * Each team's effective model (the environment's values over the team's saved ones), read from the
 * database at most every `teamModelCacheMs` per team, and at once after this process saved them.
 */
export function createTeamModels(deps: {
  db: Db;
  clock: Clock;
  environment: ModelEnvironment;
  box: SecretBox | null;
}): TeamModels {
  const { db, clock, environment, box } = deps;
  const cached = new Map<number, { until: number; settings: Promise<ModelSettings | null> }>();
  return {
    environment,
    box,
    concurrency: environment.reading.concurrency,
    forTeam(teamId) {
      const now = clock.now().getTime();
      const hit = cached.get(teamId);
      if (hit && hit.until > now) return hit.settings;
      const settings = loadTeamValues(db, box, teamId).then((team) => effectiveSettings(environment, team));
      cached.set(teamId, { until: now + teamModelCacheMs, settings });
      // A failed read is not kept: the next call reads again.
      settings.catch(() => cached.delete(teamId));
      return settings;
    },
    forget(teamId) {
      cached.delete(teamId);
    },
  };
}

/** No model in the environment and no secret: each team's own settings, keys refused (tests and benchmarks). */
export const localTeamModels = (db: Db, clock: Clock) =>
  createTeamModels({
    db,
    clock,
    environment: { reading: { timeoutMs: 120_000, concurrency: 2 } },
    box: null,
  });
