import { DownloadIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { documentTypeLabel, isProcessedStatus, type DocumentListItem } from '@shared/document';
import { documentDialogTabs, documentToasts } from '@client/texts/document-messages';
import { figureTexts } from '../figure-texts';
import { repositoryTexts } from '@client/texts/document-repository-texts';
import type { DocumentSummary } from '@shared/document-summary';
import type { ToastText } from '@client/texts/messages';
import { useDocumentSummary } from '@client/api/documents/get-document-summary';
import { useDocumentView } from '@client/api/documents/get-document-view';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { useToast } from '@client/components/ui/use-toast';
import { AiAccessSwitch } from './ai-access-switch';
import { ContentTab } from './content-tab';
import { DetailsTab } from './details-tab';
import { DocumentStatusBadge } from './document-status-badge';
import { FiguresTab } from './figures-tab';
import { KeptOutOfAiBadge } from './kept-out-of-ai-badge';
import { QuarantineNotice } from './quarantine-notice';
import { SummaryTab } from './summary-tab';
import type { DocumentActions } from './use-document-actions';
import { useFigureTable } from './use-figure-table';

// On a phone the four tab names wrap inside their own cell instead of overflowing the row.
const tabClass = 'h-auto py-1.5 text-xs whitespace-normal sm:text-sm';

/** Shows a SPEC 8 toast once when a load fails (not on every render while it stays failed). */
function useToastOnError(isError: boolean, text: ToastText) {
  const showToast = useToast();
  useEffect(() => {
    if (isError) showToast(text);
  }, [isError, text, showToast]);
}

function DocumentDialogBody({
  document,
  investmentName,
  page,
  actions,
}: {
  document: DocumentListItem;
  investmentName: string;
  page: number | null;
  actions: DocumentActions;
}) {
  const processed = isProcessedStatus(document.status);
  // SPEC 2: the content (and its summary) loads only while the dialog is open and the document processed.
  const view = useDocumentView(document.id, processed);
  const summary = useDocumentSummary(document.id, processed);
  const [generated, setGenerated] = useState<DocumentSummary | null>(null);
  // A citation's page is in the text, so the dialog opens on it; a figure's page link goes there too.
  const [tab, setTab] = useState(page === null ? 'summary' : 'content');
  const [shownPage, setShownPage] = useState(page);
  const contentTrigger = useRef<HTMLButtonElement>(null);
  const figureTable = useFigureTable();
  const openPage = (figurePage: number) => {
    setShownPage(figurePage);
    setTab('content');
    // The link goes with the Figures tab; focus lands on the tab that now shows the page.
    contentTrigger.current?.focus();
  };
  useToastOnError(view.isError, documentToasts.contentLoadFailed);
  useToastOnError(summary.isError, documentToasts.loadFailed);

  return (
    <>
      <DialogHeader>
        <DialogTitle className="leading-snug break-words">{document.name}</DialogTitle>
        <DialogDescription>{investmentName}</DialogDescription>
        <div className="flex flex-wrap items-center gap-2 pt-1">
          <Badge variant="secondary">{documentTypeLabel(document.type)}</Badge>
          <DocumentStatusBadge status={document.status} reason={document.statusReason} />
          <KeptOutOfAiBadge document={document} />
          {view.data && (
            <span className="text-xs text-muted-foreground">
              {repositoryTexts.characters(view.data.content.length)}
            </span>
          )}
          <Button
            variant="outline"
            size="sm"
            className="sm:ml-auto"
            onClick={() => actions.download(document)}
          >
            <DownloadIcon aria-hidden />
            {repositoryTexts.download}
          </Button>
        </div>
        <QuarantineNotice passages={document.quarantined} />
        <AiAccessSwitch document={document} />
      </DialogHeader>
      <Tabs value={tab} onValueChange={setTab} className="min-w-0">
        <TabsList className="grid h-auto grid-cols-4">
          <TabsTrigger value="summary" className={tabClass}>
            {documentDialogTabs.summary}
          </TabsTrigger>
          <TabsTrigger ref={contentTrigger} value="content" className={tabClass}>
            {documentDialogTabs.content}
          </TabsTrigger>
          <TabsTrigger value="details" className={tabClass}>
            {documentDialogTabs.details}
          </TabsTrigger>
          <TabsTrigger value="figures" className={tabClass}>
            {figureTexts.tab}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="summary">
          <SummaryTab
            document={document}
            processed={processed}
            summary={summary}
            generated={generated}
            onGenerated={setGenerated}
            canWrite={actions.canWrite}
          />
        </TabsContent>
        <TabsContent value="content">
          <ContentTab processed={processed} view={view} page={shownPage} />
        </TabsContent>
        <TabsContent value="details">
          <DetailsTab
            document={document}
            wordCount={generated?.wordCount ?? summary.data?.wordCount ?? view.data?.wordCount}
            pageCount={(generated ?? summary.data)?.keyMetrics.pageCount}
            contentLength={(generated ?? summary.data)?.keyMetrics.contentLength ?? view.data?.content.length}
          />
        </TabsContent>
        <TabsContent value="figures">
          <FiguresTab document={document} processed={processed} table={figureTable} onOpenPage={openPage} />
        </TabsContent>
      </Tabs>
    </>
  );
}

/** SPEC 2 document dialog: the view action's title, badges, download and its tabs (SPEC's three, then Figures). */
export function DocumentDialog({
  document,
  investmentName,
  page = null,
  actions,
  onClose,
}: {
  document: DocumentListItem | null;
  investmentName: string;
  /** Opens on the Extracted Content tab at this page of the text. */
  page?: number | null;
  actions: DocumentActions;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={document !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent className="max-w-4xl">
        {document && (
          // Keyed by document, so a generated summary or a shown-all text never carries over to another.
          <DocumentDialogBody
            key={document.id}
            document={document}
            investmentName={investmentName}
            page={page}
            actions={actions}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
