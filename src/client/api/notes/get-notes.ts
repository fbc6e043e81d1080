import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { zNote, type Note } from '@shared/note';
import { apiJson } from '@client/lib/api-client';
import { investmentKeys } from '../query-keys';

export function getNotes(investmentId: number): Promise<Note[]> {
  return apiJson(z.array(zNote), 'GET', `/api/investments/${investmentId}/notes`);
}

export function notesQueryOptions(investmentId: number) {
  return queryOptions({
    queryKey: investmentKeys.notes(investmentId),
    queryFn: () => getNotes(investmentId),
  });
}

export function useNotes(investmentId: number) {
  return useQuery(notesQueryOptions(investmentId));
}
