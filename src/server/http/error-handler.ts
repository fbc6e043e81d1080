import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '@shared/errors';
import { AppError, RateLimitedError } from '../errors';

/** Field path of a validation issue: `/settings/display/theme` becomes `settings.display.theme`. */
function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
}

/**
 * Every error leaves as `{ message }` JSON with its status: coded errors say what went wrong,
 * validation errors list each field, client errors from Fastify keep their status, and
 * anything else is a 500 whose details go to the log only.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | AppError>((error, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
      const body: ErrorResponse = { message: error.message };
      if (error.fieldErrors) body.fieldErrors = error.fieldErrors;
      return reply.code(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath);
        const message = issue.message ?? 'Invalid value';
        (fieldErrors[name] ??= []).push(message);
      }
      const where = error.validationContext === 'params' ? 'path' : (error.validationContext ?? 'request');
      return reply.code(400).send({ message: `Invalid ${where}`, fieldErrors } satisfies ErrorResponse);
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.code(400).send({ message: 'Malformed JSON in request body' } satisfies ErrorResponse);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: error.message } satisfies ErrorResponse);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Internal server error' } satisfies ErrorResponse);
  });
}
