import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/** PostgreSQL text cannot hold U+0000, so a request carrying it is refused before any query runs. */
export const nulCharacterMessage = 'Text must not contain NUL characters';

/** No request of the app nests deeper than a few levels; far deeper JSON is refused, not walked. */
export const maxNestingDepth = 64;

export const tooDeepMessage = (label: string) =>
  `The ${label} is nested more than ${maxNestingDepth} levels deep`;

/**
 * Dotted paths (as field errors name them) of the strings and keys inside a parsed request part that
 * hold U+0000, in the order they are written; `tooDeep` when the part nests beyond maxNestingDepth.
 * Walked with a stack of its own, so JSON nested 100,000 levels deep cannot overflow the call stack.
 */
export function findNulCharacters(value: unknown): { paths: string[]; tooDeep: boolean } {
  const paths: string[] = [];
  const pending = [{ value, path: '', depth: 0, keyHasNul: false }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (next.keyHasNul) paths.push(next.path);
    if (typeof next.value === 'string') {
      if (next.value.includes('\u0000')) paths.push(next.path);
      continue;
    }
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.depth >= maxNestingDepth) return { paths, tooDeep: true };
    const entries: [string | number, unknown][] = Array.isArray(next.value)
      ? next.value.map((item, index) => [index, item])
      : Object.entries(next.value);
    // Pushed last to first, so that they are taken first to last.
    for (const [key, item] of entries.reverse()) {
      const keyHasNul = typeof key === 'string' && key.includes('\u0000');
      pending.push({ value: item, path: join(next.path, key), depth: next.depth + 1, keyHasNul });
    }
  }
  return { paths, tooDeep: false };
}

function join(path: string, key: string | number): string {
  return path ? `${path}.${key}` : String(key);
}

const requestParts = [
  ['params', 'path'],
  ['query', 'querystring'],
  ['body', 'body'],
] as const;

/**
 * Ahead of validation: answers 400 with the offending fields, in the shape of a schema validation
 * error, or 400 for a part nested too deeply to check (or to validate) safely.
 */
export function installNulCharacterCheck(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    for (const [part, label] of requestParts) {
      const { paths, tooDeep } = findNulCharacters(request[part]);
      if (tooDeep) return done(new AppError('bad_request', tooDeepMessage(label)));
      if (paths.length > 0) {
        const fieldErrors = Object.fromEntries(paths.map((path) => [path || label, [nulCharacterMessage]]));
        return done(new AppError('bad_request', `Invalid ${label}`, fieldErrors));
      }
    }
    done();
  });
}
