import type { z } from 'zod';
import { zErrorResponse, type ErrorResponse } from '@shared/errors';

/**
 * A non-ok answer. Its message is SPEC 8's `{status}: {body text or status text}`; the parsed
 * error body is kept beside it so forms can show the server's sentence and field messages, and the
 * answer's whole JSON for routes whose errors carry more (the upload's per-file reasons).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorResponse | null;
  readonly json: unknown;

  constructor(status: number, text: string, json: unknown) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.json = json;
    const parsed = zErrorResponse.safeParse(json);
    this.body = parsed.success ? parsed.data : null;
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new ApiError(response.status, text, parseJson(text));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Calls the product's own API with the session cookie and JSON (or multipart, for FormData: the browser
 * writes its boundary into the Content-Type), and throws on any non-ok answer.
 */
export async function apiRequest(method: Method, path: string, body?: unknown): Promise<Response> {
  const isForm = body instanceof FormData;
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined || isForm ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  return response;
}

/** Calls the API and checks the answer against the shared contract, so a drifted server fails loudly. */
export async function apiJson<Schema extends z.ZodType>(
  schema: Schema,
  method: Method,
  path: string,
  body?: unknown,
): Promise<z.output<Schema>> {
  const response = await apiRequest(method, path, body);
  return schema.parse(await response.json());
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
