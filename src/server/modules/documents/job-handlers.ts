import type { JobHandler } from '../../jobs/worker';
import { collectBlobHandler, collectBlobJob } from './collect-blobs';
import { processDocumentHandler, processDocumentJob, type ProcessingDeps } from './process-document';
import { reanalyseDocumentsHandler, reanalyseDocumentsJob } from './reanalyse-documents';
import { rereadWithModelHandler, rereadWithModelJob } from './reread-with-model';

/** Every kind of job the documents module queues, for a worker to run. */
export function documentJobHandlers(deps: ProcessingDeps): Record<string, JobHandler> {
  return {
    [processDocumentJob]: processDocumentHandler(deps),
    [collectBlobJob]: collectBlobHandler(deps),
    [reanalyseDocumentsJob]: reanalyseDocumentsHandler(deps),
    [rereadWithModelJob]: rereadWithModelHandler(deps),
  };
}
