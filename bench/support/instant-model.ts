import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

const figurePattern = /\$?\d[\d,]*(?:\.\d+)?\s?(?:%|x|million|billion|M|B)?/g;

/**
 * What a diligent model would answer for the pages of a request: every figure of every sentence, with
 * the sentence as its quote and its page, so the audit checks as many figures as a real reading has.
 */
function readingOf(prompt: string) {
  const figures = [...prompt.matchAll(/<page number="(\d+)">\n([\s\S]*?)\n<\/page>/g)].flatMap(
    ([, page, text]) =>
      text.split(/(?<=[.!?])\s+|\n/).flatMap((sentence) =>
        [...sentence.matchAll(figurePattern)].map(([value]) => ({
          concept: 'other',
          label: sentence.slice(0, 40),
          value: value.trim(),
          unit: null,
          scale: null,
          period: null,
          scope: 'fund',
          page: Number(page),
          quote: sentence.trim(),
        })),
      ),
  );
  return { documentType: null, figures, risks: [], opportunities: [] };
}

type Chat = {
  model: string;
  messages: { content: string }[];
  response_format?: { json_schema?: { name?: string } };
};

/** A summary of the ledger's first figure lines, as a model would write from them. */
function summaryOf(prompt: string) {
  const figures = prompt.split('\n').filter((line) => line.startsWith('- '));
  return {
    executiveSummary: `The document states ${figures.length} figures; the first is ${figures[0]?.slice(2) ?? 'none'}.`,
    keyPoints: figures.slice(0, 5).map((line) => line.slice(2)),
  };
}

async function body(request: IncomingMessage): Promise<Chat> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/**
 * An OpenAI-compatible endpoint on 127.0.0.1 that answers a structured reading (or summary) at once: each prompt's
 * answer is written the first time and kept, so what is measured after a first round is the reader's
 * work, not the stand-in's.
 */
export async function startInstantModel(): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const answers = new Map<string, string>();
  const answerTo = (chat: Chat) => {
    const prompt = chat.messages.at(-1)?.content ?? '';
    const summary = chat.response_format?.json_schema?.name === 'document_summary';
    const known = answers.get(prompt) ?? JSON.stringify(summary ? summaryOf(prompt) : readingOf(prompt));
    answers.set(prompt, known);
    return known;
  };
  const server = createServer((request, response) => {
    void body(request).then((chat) => {
      const content = answerTo(chat);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'reading',
          object: 'chat.completion',
          created: 0,
          model: chat.model,
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: Math.ceil(JSON.stringify(chat).length / 4), completion_tokens: 500 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
