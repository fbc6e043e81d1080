import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, type ModelMessage } from 'ai';
import { fallbackReason, ModelRefusal } from './fallback-reason';
import { withoutHtml } from './without-html';

/** An OpenAI-compatible chat endpoint: a hosted service, or vLLM, llama.cpp's server or Ollama. */
export type ModelSettings = {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  /** How documents are read by the model at processing time; defaults in `model-reading/`. */
  reading?: Partial<ReadingSettings>;
};

/** The cost and control of reading documents with the model. */
export type ReadingSettings = {
  /** How long one part of a document may take. */
  timeoutMs: number;
  /** Input tokens one document may cost at most; pages beyond it are left to the local reader. */
  tokenBudget: number;
  /** Parts of documents read at once, across the process. */
  concurrency: number;
  /** The first pause before trying a 429 or 5xx again; it doubles. */
  retryDelayMs: number;
};

/** Words of an answer that refuses rather than answers. */
const refusal = /^\s*(i'?m sorry|i cannot|i can't|i am unable|i'm unable|as an ai)/i;

/** The model's text (raw HTML taken out), or why there is none, in words for SPEC's 'Using local AI service: {reason}' toast. */
export type ModelReply = { text: string } | { failure: string };

/**
 * One request to the model, never retried and cut off at the configured timeout, so a slow or broken
 * service costs the person at most that long before the local analyst's work is shown instead.
 */
export async function askModel(
  settings: ModelSettings,
  prompt: { system: string; messages: ModelMessage[] },
): Promise<ModelReply> {
  const signal = AbortSignal.timeout(settings.timeoutMs);
  try {
    const provider = createOpenAICompatible({
      name: 'analyst',
      baseURL: settings.baseUrl,
      apiKey: settings.apiKey,
    });
    const result = await generateText({
      model: provider(settings.model),
      system: prompt.system,
      messages: prompt.messages,
      maxRetries: 0,
      abortSignal: signal,
    });
    const text = withoutHtml(result.text).trim();
    if (text === '' || result.finishReason === 'content-filter' || refusal.test(text))
      throw new ModelRefusal();
    return { text };
  } catch (error) {
    return { failure: fallbackReason(error, signal.aborted) };
  }
}
