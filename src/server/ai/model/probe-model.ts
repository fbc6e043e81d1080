import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, generateObject, generateText, jsonSchema, NoObjectGeneratedError } from 'ai';
import type { ConnectionTestResult } from '@shared/ai-model-settings';
import { refusesStructuredOutput } from '../model-reading/ask-for-object';
import type { ModelSettings } from './ask-model';

type Check = ConnectionTestResult['chat'];

const okSchema = jsonSchema<{ ok: boolean }>({
  type: 'object',
  properties: { ok: { type: 'boolean' } },
  required: ['ok'],
  additionalProperties: false,
});

/** Why a call failed, in words for the admin who typed the settings. */
function describeFailure(error: unknown, settings: ModelSettings, timedOut: boolean): string {
  if (timedOut)
    return `No answer within ${Math.round(settings.timeoutMs / 1000)} s: the service may be overloaded, or the timeout too short.`;
  if (APICallError.isInstance(error) && error.statusCode) {
    const status = error.statusCode;
    if (status === 401 || status === 403)
      return `The service refused the API key (${status}): check the key, and that it may use this model.`;
    if (status === 404)
      return 'The service answered 404: check the base URL (it usually ends in /v1) and the model name.';
    if (status === 429)
      return 'The service answered 429: too many requests or no credit left on the account.';
    return `The service answered ${status}: ${error.message.slice(0, 200)}`;
  }
  const host = URL.canParse(settings.baseUrl) ? new URL(settings.baseUrl).host : settings.baseUrl;
  return `Could not reach ${host}: check the base URL, and that the service is running and reachable from the server.`;
}

async function probeChat(settings: ModelSettings, provider: ReturnType<typeof createOpenAICompatible>) {
  const signal = AbortSignal.timeout(settings.timeoutMs);
  try {
    await generateText({
      model: provider(settings.model),
      prompt: 'Reply with the word OK.',
      maxOutputTokens: 5,
      maxRetries: 0,
      abortSignal: signal,
    });
    return { ok: true, message: `${settings.model} answered a chat message.` };
  } catch (error) {
    return { ok: false, message: describeFailure(error, settings, signal.aborted) };
  }
}

async function probeStructuredOutput(
  settings: ModelSettings,
  provider: ReturnType<typeof createOpenAICompatible>,
): Promise<Check> {
  const signal = AbortSignal.timeout(settings.timeoutMs);
  try {
    await generateObject({
      model: provider(settings.model),
      schema: okSchema,
      schemaName: 'connection_test',
      prompt: 'Answer with ok set to true.',
      maxRetries: 0,
      abortSignal: signal,
    });
    return { ok: true, message: 'Structured output works: documents can be read by the model.' };
  } catch (error) {
    if (!signal.aborted && refusesStructuredOutput(error))
      return {
        ok: false,
        message:
          'The service does not accept structured output (a JSON schema response format): the model can answer questions, but documents stay read by the built-in analyst. Choose a model or server that supports it.',
      };
    if (!signal.aborted && NoObjectGeneratedError.isInstance(error))
      return {
        ok: false,
        message:
          'The model answered, but not in the requested format: documents may often stay read by the built-in analyst.',
      };
    return { ok: false, message: describeFailure(error, settings, signal.aborted) };
  }
}

/**
 * "Test connection": one small chat call, then one small structured-output call (what reading
 * documents needs), each reported in words; the second is not tried when the first could not connect.
 */
export async function probeModel(settings: ModelSettings): Promise<ConnectionTestResult> {
  const provider = createOpenAICompatible({
    name: 'connection-test',
    baseURL: settings.baseUrl,
    apiKey: settings.apiKey,
    supportsStructuredOutputs: true,
  });
  const chat = await probeChat(settings, provider);
  const structuredOutput = chat.ok
    ? await probeStructuredOutput(settings, provider)
    : { ok: false, message: 'Not tried, as the chat call failed.' };
  return { model: settings.model, chat, structuredOutput };
}
