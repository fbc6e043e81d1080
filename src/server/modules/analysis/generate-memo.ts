import { memoFileName } from '@shared/investment-memo';
import type { Analyst } from '../../ai/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { TeamScope } from '../../db/tenancy';
import { buildMemoContent } from '../../memo/build-memo-content';
import { renderMemoPdf } from '../../memo/render-memo-pdf';
import type { BlobStore } from '../../storage/blob-store';
import { listDocuments, storeGeneratedDocument } from '../documents/service';
import { getInvestment } from '../investments/service';
import { recordUsageEvent } from '../metrics/service';
import { listNotes } from '../notes/service';
import { getTeam } from '../team/service';
import { currentAnalysis } from './current-analysis';

type Deps = { db: Db; clock: Clock; analyst: Analyst; blobStore: BlobStore; wakeWorker: () => void };

/**
 * SPEC 7 POST /api/investments/{id}/memo/generate: the investment committee memo as a PDF, kept as a
 * memo document on the investment (so the team finds it in its Documents tab) and counted in Memos
 * Generated.
 */
export async function generateMemo(deps: Deps, scope: TeamScope, investmentId: number) {
  const investment = await getInvestment(deps.db, scope, investmentId);
  const [analysis, documents, notes, team] = await Promise.all([
    currentAnalysis(deps, scope, investmentId, { refresh: false }),
    listDocuments(deps.db, scope, { investmentId }),
    listNotes(deps.db, scope, investmentId),
    getTeam(deps.db, scope.teamId),
  ]);
  const date = deps.clock.now();
  // Earlier memos, archived files and documents kept out of AI are not what this memo reviewed.
  const reviewed = documents.filter(
    (document) => document.type !== 'memo' && document.status !== 'archived' && !document.keptOutOfAi,
  );
  const pdf = await renderMemoPdf(
    buildMemoContent({
      investment,
      analysis,
      documents: reviewed,
      notes,
      teamName: team.name,
      date,
    }),
  );
  await storeGeneratedDocument(
    deps,
    scope,
    {
      name: `Investment memo ${investment.name.replace(/[\\/]/g, '-')} ${date.toISOString().slice(0, 10)}.pdf`,
      kind: 'pdf',
      bytes: pdf,
      type: 'memo',
      investmentId,
      description: 'Investment committee memo written by Allocator from the analysis, documents and notes.',
      activity: `Generated an investment memo for ${investment.name}`,
    },
    (tx, at) => recordUsageEvent(tx, scope, { kind: 'memo_generated', at }),
  );
  deps.wakeWorker();
  return {
    pdf,
    fileName: memoFileName(investmentId),
    investmentName: investment.name,
    documentIds: reviewed.map((document) => document.id),
  };
}
