import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { zErrorResponse } from '@shared/errors';
import { zNote, zNoteInput } from '@shared/note';
import type { RouteDeps } from '../../app-deps';
import { scopeOf } from '../../auth/guard';
import { zIdParams } from '../../http/params';
import { addNote, deleteNote, listNotes, updateNote } from './service';

const errors = { 400: zErrorResponse, 401: zErrorResponse, 403: zErrorResponse, 404: zErrorResponse };
const zNoteParams = z.object({ noteId: zIdParams.shape.id });

export const noteRoutes: FastifyPluginAsyncZod<RouteDeps<'db' | 'clock'>> = async (app, deps) => {
  app.get(
    '/investments/:id/notes',
    { schema: { tags: ['notes'], params: zIdParams, response: { 200: z.array(zNote), ...errors } } },
    async (request) => listNotes(deps.db, scopeOf(request), request.params.id),
  );

  app.post(
    '/investments/:id/notes',
    {
      config: { role: 'member' },
      schema: { tags: ['notes'], params: zIdParams, body: zNoteInput, response: { 201: zNote, ...errors } },
    },
    async (request, reply) =>
      reply.code(201).send(await addNote(deps, scopeOf(request), request.params.id, request.body)),
  );

  app.put(
    '/notes/:noteId',
    {
      config: { role: 'member' },
      schema: { tags: ['notes'], params: zNoteParams, body: zNoteInput, response: { 200: zNote, ...errors } },
    },
    async (request) => updateNote(deps, scopeOf(request), request.params.noteId, request.body),
  );

  app.delete(
    '/notes/:noteId',
    {
      config: { role: 'member' },
      schema: { tags: ['notes'], params: zNoteParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteNote(deps, scopeOf(request), request.params.noteId);
      return reply.code(204).send(null);
    },
  );
};
