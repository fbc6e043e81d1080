import type { Investment } from '@shared/investment';
import { BotIcon, FileTextIcon, NotebookPenIcon } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { AiAnalysisTab } from './ai-analysis-tab';
import type { RenderInvestmentDocuments } from './documents-slot';
import { DocumentsTab } from './documents-tab';
import { NotesTab } from './notes/notes-tab';

const detailTabs = ['documents', 'analysis', 'notes'] as const;
export type DetailTab = (typeof detailTabs)[number];

function isDetailTab(value: string): value is DetailTab {
  return (detailTabs as readonly string[]).includes(value);
}

type DetailTabsProps = {
  investment: Pick<Investment, 'id' | 'name'>;
  canEdit: boolean;
  tab: DetailTab;
  onTabChange: (tab: DetailTab) => void;
  /** Grows each time Add Note asks for the note composer. */
  composerRequest: number;
  renderDocuments: RenderInvestmentDocuments;
};

/** SPEC 2 right column: Documents, AI Analysis and Notes. */
export function DetailTabs({
  investment,
  canEdit,
  tab,
  onTabChange,
  composerRequest,
  renderDocuments,
}: DetailTabsProps) {
  return (
    <Tabs
      value={tab}
      onValueChange={(value) => {
        if (isDetailTab(value)) onTabChange(value);
      }}
    >
      <TabsList>
        <TabsTrigger value="documents">
          <FileTextIcon aria-hidden className="max-sm:hidden" />
          Documents
        </TabsTrigger>
        <TabsTrigger value="analysis">
          <BotIcon aria-hidden className="max-sm:hidden" />
          AI Analysis
        </TabsTrigger>
        <TabsTrigger value="notes">
          <NotebookPenIcon aria-hidden className="max-sm:hidden" />
          Notes
        </TabsTrigger>
      </TabsList>
      <TabsContent value="documents">
        <DocumentsTab investment={investment} canEdit={canEdit} renderDocuments={renderDocuments} />
      </TabsContent>
      <TabsContent value="analysis">
        <AiAnalysisTab investmentId={investment.id} />
      </TabsContent>
      <TabsContent value="notes">
        <NotesTab investmentId={investment.id} canEdit={canEdit} composerRequest={composerRequest} />
      </TabsContent>
    </Tabs>
  );
}
