import { useQuery } from '@tanstack/react-query';
import { zModelRereadingProgress } from '@shared/model-rereading';
import { apiJson } from '@client/lib/api-client';
import { documentKeys } from '@client/api/query-keys';
import { processingPollMs } from './documents-while-processing';

/**
 * How far the background re-reading of the team's documents by its newly chosen model got. Like the
 * list while a document processes, it is asked again every 2 s while one is under way, then stops.
 */
export function useModelRereading() {
  return useQuery({
    queryKey: documentKeys.modelReading,
    queryFn: () => apiJson(zModelRereadingProgress, 'GET', '/api/documents/model-reading'),
    refetchInterval: (query) => (query.state.data?.reading ? processingPollMs : false),
  });
}
