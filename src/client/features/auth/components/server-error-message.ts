import { ApiError } from '@client/lib/api-client';

/** The server's own sentence when it sent one (e.g. 'Invalid email or password'), else a plain fallback. */
export function serverErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.body ? error.body.message : fallback;
}
