import { useState } from 'react';
import type { Investment } from '@shared/investment';
import { useCanEditInvestments } from '../use-can-edit-investments';
import { CoreDocumentChecklist } from './core-document-checklist';
import { DetailHeader } from './detail-header';
import { DetailTabs, type DetailTab } from './detail-tabs';
import type { RenderInvestmentDocuments } from './documents-slot';
import { KeyMetricsCard } from './key-metrics-card';
import { OverviewCard } from './overview-card';

/** SPEC 2 investment detail: the header, then overview and checklist beside the tabs (below them on phones). */
export function InvestmentDetail({
  investment,
  renderDocuments,
}: {
  investment: Investment;
  renderDocuments: RenderInvestmentDocuments;
}) {
  const canEdit = useCanEditInvestments();
  const [tab, setTab] = useState<DetailTab>('documents');
  const [composerRequest, setComposerRequest] = useState(0);

  const openNoteComposer = () => {
    setTab('notes');
    setComposerRequest((request) => request + 1);
  };

  return (
    <div className="grid gap-6">
      <DetailHeader investment={investment} canEdit={canEdit} onAddNote={openNoteComposer} />
      <div className="grid gap-6 lg:grid-cols-3">
        {/* On phones the tabs come right after the header, before the cards that sit beside them on wide screens. */}
        <div className="order-2 grid min-w-0 content-start gap-6 lg:order-1">
          <OverviewCard investment={investment} />
          <CoreDocumentChecklist investmentId={investment.id} />
          <KeyMetricsCard investment={investment} />
        </div>
        <div className="order-1 min-w-0 lg:order-2 lg:col-span-2">
          <DetailTabs
            investment={investment}
            canEdit={canEdit}
            tab={tab}
            onTabChange={setTab}
            composerRequest={composerRequest}
            renderDocuments={renderDocuments}
          />
        </div>
      </div>
    </div>
  );
}
