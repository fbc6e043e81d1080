import { DownloadIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { documentTypeLabel, isProcessedStatus, type DocumentListItem } from '@shared/document';
import { documentDialogTabs, documentToasts } from '@client/texts/document-messages';
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
import { ContentTab } from './content-tab';
import { DetailsTab } from './details-tab';
import { DocumentStatusBadge } from './document-status-badge';
import { SummaryTab } from './summary-tab';
import type { DocumentActions } from './use-document-actions';

// On a phone the three tab names wrap inside their own cell instead of overflowing the row.
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
      </DialogHeader>
      {/* A citation's page is in the text, so the dialog opens on it. */}
      <Tabs defaultValue={page === null ? 'summary' : 'content'} className="min-w-0">
        <TabsList className="grid h-auto grid-cols-3">
          <TabsTrigger value="summary" className={tabClass}>
            {documentDialogTabs.summary}
          </TabsTrigger>
          <TabsTrigger value="content" className={tabClass}>
            {documentDialogTabs.content}
          </TabsTrigger>
          <TabsTrigger value="details" className={tabClass}>
            {documentDialogTabs.details}
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
          <ContentTab processed={processed} view={view} page={page} />
        </TabsContent>
        <TabsContent value="details">
          <DetailsTab
            document={document}
            wordCount={generated?.wordCount ?? summary.data?.wordCount ?? view.data?.wordCount}
            pageCount={(generated ?? summary.data)?.keyMetrics.pageCount}
            contentLength={(generated ?? summary.data)?.keyMetrics.contentLength ?? view.data?.content.length}
          />
        </TabsContent>
      </Tabs>
    </>
  );
}

/** SPEC 2 document dialog: the view action's title, badges, download and three tabs. */
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
