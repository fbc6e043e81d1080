import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import type { ModelSettings } from '../../src/server/ai/model/ask-model';

type ChatRequest = {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name: string; schema: unknown } };
};

/**
 * What the stand-in does with a request: answer with this text, or with this object as JSON (structured
 * output), fail with a status, refuse a structured-output request as servers without it do, or never answer.
 */
export type StandInBehaviour =
  | { reply: string }
  | { object: unknown }
  | { status: number }
  | { refuseStructuredOutput: true }
  | { hang: true };

/**
 * A small OpenAI-compatible chat-completions server on 127.0.0.1, speaking the real protocol over real
 * HTTP, so the provider path runs exactly as it would against vLLM, llama.cpp's server or Ollama.
 */
export class OpenAiStandIn {
  private server: Server | null = null;
  behaviour: StandInBehaviour = { reply: 'No sources answer that.' };
  /** Behaviours for the next requests, one each, before `behaviour` applies again. */
  readonly script: StandInBehaviour[] = [];
  readonly requests: { authorization: string | undefined; body: ChatRequest }[] = [];

  get baseUrl(): string {
    const address = this.server?.address() as AddressInfo;
    return `http://127.0.0.1:${address.port}/v1`;
  }

  /** The requests that asked for structured output (a JSON schema response format). */
  get structuredRequests() {
    return this.requests.filter((request) => request.body.response_format?.type === 'json_schema');
  }

  /** The user message of the last request: the question with its numbered sources. */
  get lastPrompt(): string {
    const messages = this.requests.at(-1)?.body.messages ?? [];
    return messages.at(-1)?.content ?? '';
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      void readJson(request).then((body) => {
        if (request.url !== '/v1/chat/completions') {
          response.writeHead(404).end();
          return;
        }
        this.requests.push({ authorization: request.headers.authorization, body: body as ChatRequest });
        const behaviour = this.script.shift() ?? this.behaviour;
        if ('hang' in behaviour) return;
        if ('status' in behaviour) {
          response.writeHead(behaviour.status, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: { message: 'model overloaded', type: 'server_error' } }));
          return;
        }
        if ('refuseStructuredOutput' in behaviour && (body as ChatRequest).response_format) {
          response.writeHead(400, { 'content-type': 'application/json' });
          response.end(
            JSON.stringify({
              error: {
                message: "response_format 'json_schema' is not supported",
                type: 'invalid_request_error',
              },
            }),
          );
          return;
        }
        const content =
          'object' in behaviour
            ? JSON.stringify(behaviour.object)
            : 'reply' in behaviour
              ? behaviour.reply
              : 'No sources answer that.';
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            id: `chatcmpl-${this.requests.length}`,
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: (body as ChatRequest).model,
            choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
            usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
          }),
        );
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
}

/** A stand-in started before the file's tests and stopped after them. */
export function useModelStandIn(): OpenAiStandIn {
  const model = new OpenAiStandIn();
  beforeAll(() => model.start());
  afterAll(() => model.stop());
  return model;
}

/** The analyst's settings for this stand-in, with a short timeout so the timeout case is quick. */
export const standInSettings = (model: OpenAiStandIn): ModelSettings => ({
  baseUrl: model.baseUrl,
  apiKey: 'team-key',
  model: 'team-model',
  timeoutMs: 1500,
  reading: { timeoutMs: 1500, tokenBudget: 100_000, concurrency: 2, retryDelayMs: 20 },
});
