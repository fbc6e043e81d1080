import { BotIcon, FileTextIcon, NotebookPenIcon } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { AiAnalysisTab } from './ai-analysis-tab';
import { DocumentsTab } from './documents-tab';
import { NotesTab } from './notes/notes-tab';

const detailTabs = ['documents', 'analysis', 'notes'] as const;
export type DetailTab = (typeof detailTabs)[number];

function isDetailTab(value: string): value is DetailTab {
  return (detailTabs as readonly string[]).includes(value);
}

type DetailTabsProps = {
  investmentId: number;
  canEdit: boolean;
  tab: DetailTab;
  onTabChange: (tab: DetailTab) => void;
  /** Grows each time Add Note asks for the note composer. */
  composerRequest: number;
};

/** SPEC 2 right column: Documents, AI Analysis and Notes. */
export function DetailTabs({ investmentId, canEdit, tab, onTabChange, composerRequest }: DetailTabsProps) {
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
        <DocumentsTab investmentId={investmentId} canEdit={canEdit} />
      </TabsContent>
      <TabsContent value="analysis">
        <AiAnalysisTab />
      </TabsContent>
      <TabsContent value="notes">
        <NotesTab investmentId={investmentId} canEdit={canEdit} composerRequest={composerRequest} />
      </TabsContent>
    </Tabs>
  );
}
