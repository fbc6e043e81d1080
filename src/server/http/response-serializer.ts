import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * Replies are written by fast-json-stringify from each route's zod response schema: it writes only the
 * fields the schema names (a stray column such as a password hash can never leak) and is several times
 * cheaper than validating every reply with zod before JSON.stringify.
 */
export const responseSerializer: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  const jsonSchema = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-7' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
};
