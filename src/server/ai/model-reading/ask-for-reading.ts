import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, generateObject, NoObjectGeneratedError, zodSchema } from 'ai';
import { setTimeout as delay } from 'node:timers/promises';
import type { ModelSettings } from '../model/ask-model';
import { fallbackReason } from '../model/fallback-reason';
import { readingInstructions, zModelReading, type ModelReading } from './reading-schema';

export type ReadingReply =
  { reading: ModelReading; inputTokens: number; outputTokens: number } | { failure: string };

const attempts = 3;
/** The reading schema as JSON Schema, converted once for every request rather than once a request. */
const readingSchema = zodSchema(zModelReading);
const retryable = (status: number) => status === 429 || status >= 500;

/** An endpoint that answers a JSON-schema request with 400 or 422 naming it does not do structured output. */
function refusesStructuredOutput(error: unknown): boolean {
  if (!APICallError.isInstance(error) || (error.statusCode !== 400 && error.statusCode !== 422)) return false;
  return /response_format|json_schema|structured|schema/i.test(
    `${error.responseBody ?? ''} ${error.message}`,
  );
}

/** Why a reading failed, in words for the document's processing notes. */
function readingFailure(error: unknown, timedOut: boolean): string {
  if (!timedOut && refusesStructuredOutput(error))
    return 'the AI model service does not accept structured output (a JSON schema response format); choose a model or server that does';
  if (!timedOut && NoObjectGeneratedError.isInstance(error)) return 'the AI model answered out of format';
  return fallbackReason(error, timedOut);
}

/**
 * One part of a document read by the model as structured output against the reading schema. A 429 or a
 * 5xx is tried again after a pause that doubles (`retryDelayMs`, then twice that); a timeout, a refusal
 * of structured output or an answer out of format is not.
 */
export async function askForReading(
  settings: ModelSettings & { readingTimeoutMs: number; retryDelayMs: number },
  pages: string,
): Promise<ReadingReply> {
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
        schema: readingSchema,
        schemaName: 'document_reading',
        system: readingInstructions,
        prompt: pages,
        maxRetries: 0,
        abortSignal: signal,
      });
      return {
        reading: result.object,
        inputTokens: result.usage.inputTokens ?? 0,
        outputTokens: result.usage.outputTokens ?? 0,
      };
    } catch (error) {
      const again =
        !signal.aborted &&
        attempt < attempts &&
        APICallError.isInstance(error) &&
        retryable(error.statusCode ?? 0);
      if (!again) return { failure: readingFailure(error, signal.aborted) };
      await delay(settings.retryDelayMs * 2 ** (attempt - 1));
    }
  }
}
