import { z } from 'zod';

/** The limits of the model settings a team admin may save (issue 23), shared by the form and the API. */
export const modelSettingLimits = {
  urlLength: 2000,
  modelLength: 200,
  apiKeyLength: 1000,
  timeoutSeconds: { min: 1, max: 600, default: 20 },
  tokenBudget: { min: 1000, max: 10_000_000, default: 100_000 },
} as const;

const { timeoutSeconds, tokenBudget } = modelSettingLimits;

/** Where a setting's value comes from: the server's environment wins over the team's saved value. */
export const zSettingSource = z.enum(['environment', 'team', 'default', 'none']);
export type SettingSource = z.infer<typeof zSettingSource>;

const setting = <T extends z.ZodType>(value: T) => z.object({ value, source: zSettingSource });

/** GET /api/team/ai-model: the team's model settings as they apply now; the key itself is never sent. */
export const zModelSettingsView = z.object({
  baseUrl: setting(z.string().nullable()),
  model: setting(z.string().nullable()),
  /** Whether a key is set, and its last characters ("••••1234"), never the key. */
  apiKey: z.object({ set: z.boolean(), hint: z.string().nullable(), source: zSettingSource }),
  timeoutSeconds: setting(z.number().int()),
  tokenBudget: setting(z.number().int()),
  /** True when a base URL and a model apply: the team's questions and documents then go to the model. */
  configured: z.boolean(),
  /** False when the server has no secret to encrypt a key with: a key can then be set only in its environment. */
  canStoreApiKey: z.boolean(),
});
export type ModelSettingsView = z.infer<typeof zModelSettingsView>;

const zBaseUrl = z
  .string()
  .trim()
  .max(modelSettingLimits.urlLength, `At most ${modelSettingLimits.urlLength} characters`)
  .refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'Enter the address of an OpenAI-compatible endpoint, such as https://api.example.com/v1');

/**
 * PUT /api/team/ai-model (and the connection test): null clears a value (the default applies). The API
 * key is kept when left out, removed with null, replaced with a new value.
 */
export const zModelSettingsInput = z
  .object({
    baseUrl: zBaseUrl.nullable(),
    model: z
      .string()
      .trim()
      .min(1, 'Name the model, such as gpt-4o-mini or llama3.1:8b')
      .max(modelSettingLimits.modelLength, `At most ${modelSettingLimits.modelLength} characters`)
      .nullable(),
    apiKey: z
      .string()
      .trim()
      .min(1, 'Enter the key, or remove it')
      .max(modelSettingLimits.apiKeyLength, `At most ${modelSettingLimits.apiKeyLength} characters`)
      .nullable()
      .optional(),
    timeoutSeconds: z
      .number()
      .int('A whole number of seconds')
      .min(timeoutSeconds.min, `At least ${timeoutSeconds.min} second`)
      .max(timeoutSeconds.max, `At most ${timeoutSeconds.max} seconds`)
      .nullable(),
    tokenBudget: z
      .number()
      .int('A whole number of tokens')
      .min(tokenBudget.min, `At least ${tokenBudget.min.toLocaleString('en-US')} tokens`)
      .max(tokenBudget.max, `At most ${tokenBudget.max.toLocaleString('en-US')} tokens`)
      .nullable(),
  })
  .strict();
export type ModelSettingsInput = z.infer<typeof zModelSettingsInput>;

/** One check of "Test connection": whether it worked, in words a person understands. */
export const zConnectionCheck = z.object({ ok: z.boolean(), message: z.string() });

/** POST /api/team/ai-model/test: one small chat call and one small structured-output call. */
export const zConnectionTestResult = z.object({
  model: z.string(),
  chat: zConnectionCheck,
  structuredOutput: zConnectionCheck,
});
export type ConnectionTestResult = z.infer<typeof zConnectionTestResult>;

/** The masked form of a key: its last four characters at most, and never more than a quarter of it. */
export function apiKeyHint(key: string): string {
  const shown = Math.min(4, Math.floor(key.length / 4));
  return `••••${shown > 0 ? key.slice(-shown) : ''}`;
}
