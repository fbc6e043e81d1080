import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { zErrorResponse } from '@shared/errors';
import type { AuditAction } from '@shared/audit';
import { zNote, zNoteInput, type Note } from '@shared/note';
import type { RouteDeps } from '../../app-deps';
import { scopeOf } from '../../auth/guard';
import { zIdParams } from '../../http/params';
import { recordAudit, type AuditEntry } from '../audit/service';
import { addNote, deleteNote, listNotes, updateNote } from './service';

const errors = { 400: zErrorResponse, 401: zErrorResponse, 403: zErrorResponse, 404: zErrorResponse };
const zNoteParams = z.object({ noteId: zIdParams.shape.id });

function noteEntry(action: AuditAction, note: Pick<Note, 'id' | 'investmentId'>): AuditEntry {
  return { action, objectType: 'note', objectId: note.id, details: { investmentId: note.investmentId } };
}

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
    async (request, reply) => {
      const note = await addNote(deps, scopeOf(request), request.params.id, request.body);
      await recordAudit(deps, request, noteEntry('note_created', note));
      return reply.code(201).send(note);
    },
  );

  app.put(
    '/notes/:noteId',
    {
      config: { role: 'member' },
      schema: { tags: ['notes'], params: zNoteParams, body: zNoteInput, response: { 200: zNote, ...errors } },
    },
    async (request) => {
      const note = await updateNote(deps, scopeOf(request), request.params.noteId, request.body);
      await recordAudit(deps, request, noteEntry('note_updated', note));
      return note;
    },
  );

  app.delete(
    '/notes/:noteId',
    {
      config: { role: 'member' },
      schema: { tags: ['notes'], params: zNoteParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const investmentId = await deleteNote(deps, scopeOf(request), request.params.noteId);
      await recordAudit(
        deps,
        request,
        noteEntry('note_deleted', { id: request.params.noteId, investmentId }),
      );
      return reply.code(204).send(null);
    },
  );
};
