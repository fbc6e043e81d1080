import type { FastifyInstance } from 'fastify';
import { as, type SignedIn } from './helper';
import { investmentInput } from './investment-fixtures';
import { multipart, type FilePart } from './multipart';

/** Adds an investment to the team; returns its id. */
export async function addInvestment(
  app: FastifyInstance,
  who: SignedIn,
  overrides: Record<string, unknown> = {},
) {
  const response = await as(app, who, {
    method: 'POST',
    url: '/api/investments',
    payload: investmentInput(overrides),
  });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json().id as number;
}

/** Uploads files (with the form's fields, such as `metadata_0`) and waits until the job worker has processed them; returns their ids. */
export async function uploadProcessed(
  app: FastifyInstance,
  who: SignedIn,
  files: FilePart[],
  fields: Record<string, string> = {},
): Promise<number[]> {
  const body = await multipart(files, fields);
  const response = await as(app, who, { method: 'POST', url: '/api/documents/upload', ...body });
  const ids = (response.json().documents as { id: number }[]).map((document) => document.id);
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const list = (await as(app, who, { method: 'GET', url: '/api/documents' })).json() as {
      id: number;
      status: string;
    }[];
    if (ids.every((id) => list.some((row) => row.id === id && row.status !== 'processing'))) return ids;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`documents ${ids.join(', ')} are still processing`);
}

/** POST /api/analyst-chat with SPEC 7's request body. */
export function ask(
  app: FastifyInstance,
  who: SignedIn | null,
  message: string,
  extra: Record<string, unknown> = {},
) {
  return as(app, who, {
    method: 'POST',
    url: '/api/ai/analyst-chat',
    payload: {
      message,
      context: {},
      conversationHistory: [],
      sessionId: 'session-1',
      selectedSources: ['all'],
      ...extra,
    },
  });
}

/** The first line of the analyst's answer to a question: the sentence that states the figure. */
export async function answerLead(app: FastifyInstance, who: SignedIn, question: string): Promise<string> {
  return (await ask(app, who, question)).json().response.split('\n')[0];
}
