import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/** PostgreSQL text cannot hold U+0000, so a request carrying it is refused before any query runs. */
export const nulCharacterMessage = 'Text must not contain NUL characters';

/** Dotted paths (as field errors name them) of the strings inside a parsed request part that hold U+0000. */
export function pathsWithNul(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => pathsWithNul(item, join(path, index)));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      ...(key.includes('\u0000') ? [join(path, key)] : []),
      ...pathsWithNul(item, join(path, key)),
    ]);
  }
  return [];
}

function join(path: string, key: string | number): string {
  return path ? `${path}.${key}` : String(key);
}

const requestParts = [
  ['params', 'path'],
  ['query', 'querystring'],
  ['body', 'body'],
] as const;

/** Answers 400 with the offending fields, in the shape of a schema validation error, ahead of validation. */
export function installNulCharacterCheck(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    for (const [part, label] of requestParts) {
      const paths = pathsWithNul(request[part]);
      if (paths.length > 0) {
        const fieldErrors = Object.fromEntries(paths.map((path) => [path || label, [nulCharacterMessage]]));
        return done(new AppError('bad_request', `Invalid ${label}`, fieldErrors));
      }
    }
    done();
  });
}
