import type { ModelSettings } from './ask-model';

/** Where the analyst finds, at call time, the model a team's questions and documents go to. */
export type ModelSource = {
  /** The team's model as it applies now, or null to keep the team's work local. */
  forTeam: (teamId: number) => Promise<ModelSettings | null>;
  /** Parts of documents read at once, across the process (AI_CONCURRENCY). */
  concurrency: number;
};

/** What the server's environment says of the model (AI_*): each value set there wins over a team's. */
export type ModelEnvironment = {
  baseUrl?: string;
  apiKey?: string;
  model?: string;
  timeoutMs?: number;
  tokenBudget?: number;
  /** How documents are read, for the whole process: only the environment sets these. */
  reading: { timeoutMs: number; concurrency: number; retryDelayMs?: number };
};
