import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, generateObject, NoObjectGeneratedError, type Schema } from 'ai';
import { setTimeout as delay } from 'node:timers/promises';
import type { ModelSettings } from '../model/ask-model';
import { fallbackReason } from '../model/fallback-reason';

export type ObjectReply<T> = { object: T; inputTokens: number; outputTokens: number } | { failure: string };

/** What to ask for: a schema made once with `zodSchema` (so it is turned into JSON Schema once), and the words. */
export type ObjectRequest<T> = { schema: Schema<T>; schemaName: string; system: string; prompt: string };

const attempts = 3;
const retryable = (status: number) => status === 429 || status >= 500;

/** An endpoint that answers a JSON-schema request with 400 or 422 naming it does not do structured output. */
export function refusesStructuredOutput(error: unknown): boolean {
  if (!APICallError.isInstance(error) || (error.statusCode !== 400 && error.statusCode !== 422)) return false;
  return /response_format|json_schema|structured|schema/i.test(
    `${error.responseBody ?? ''} ${error.message}`,
  );
}

/** Why a request failed, in words for the document's processing notes. */
function failure(error: unknown, timedOut: boolean): string {
  if (!timedOut && refusesStructuredOutput(error))
    return 'the AI model service does not accept structured output (a JSON schema response format); choose a model or server that does';
  if (!timedOut && NoObjectGeneratedError.isInstance(error)) return 'the AI model answered out of format';
  return fallbackReason(error, timedOut);
}

/**
 * One structured-output request to the model. A 429 or a 5xx is tried again after a pause that doubles
 * (`retryDelayMs`, then twice that); a timeout, a refusal of structured output or an answer out of format
 * is not.
 */
export async function askForObject<T>(
  settings: ModelSettings & { readingTimeoutMs: number; retryDelayMs: number },
  request: ObjectRequest<T>,
): Promise<ObjectReply<T>> {
  const provider = createOpenAICompatible({
    name: 'reader',
    baseURL: settings.baseUrl,
    apiKey: settings.apiKey,
    supportsStructuredOutputs: true,
  });
  for (let attempt = 1; ; attempt += 1) {
    const signal = AbortSignal.timeout(settings.readingTimeoutMs);
    try {
      const result = await generateObject({
        model: provider(settings.model),
        schema: request.schema,
        schemaName: request.schemaName,
        system: request.system,
        prompt: request.prompt,
        maxRetries: 0,
        abortSignal: signal,
      });
      return {
        object: result.object,
        inputTokens: result.usage.inputTokens ?? 0,
        outputTokens: result.usage.outputTokens ?? 0,
      };
    } catch (error) {
      const again =
        !signal.aborted &&
        attempt < attempts &&
        APICallError.isInstance(error) &&
        retryable(error.statusCode ?? 0);
      if (!again) return { failure: failure(error, signal.aborted) };
      await delay(settings.retryDelayMs * 2 ** (attempt - 1));
    }
  }
}
