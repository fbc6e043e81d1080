import { useState } from 'react';
import type { Tool } from '../tools-catalogue';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { ComingSoonPanel } from './coming-soon-panel';
import { CompanyResearchPanel } from './company-research-panel';
import { DocumentProcessingPanel } from './document-processing-panel';
import { MemoBuilderPanel } from './memo-builder-panel';
import { PendingToolPanel } from './pending-tool-panel';
import { PortfolioAnalyticsPanel } from './portfolio-analytics-panel';

type ToolDialogProps = {
  tool: Tool | null;
  canWrite: boolean;
  onClose: () => void;
};

/** The dialog a tool card opens; its body is the tool's own panel (SPEC 2). */
export function ToolDialog({ tool, canWrite, onClose }: ToolDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={tool !== null}
      onOpenChange={(open) => {
        // An upload in flight keeps the dialog, so its outcome is seen.
        if (!open && !busy) onClose();
      }}
    >
      {tool && (
        <DialogContent className="sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>{tool.title}</DialogTitle>
            <DialogDescription>{tool.description}</DialogDescription>
          </DialogHeader>
          <ToolPanel tool={tool} canWrite={canWrite} onDone={onClose} onBusyChange={setBusy} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function ToolPanel({
  tool,
  canWrite,
  onDone,
  onBusyChange,
}: {
  tool: Tool;
  canWrite: boolean;
  onDone: () => void;
  onBusyChange: (busy: boolean) => void;
}) {
  switch (tool.id) {
    case 'document-upload':
      return <DocumentProcessingPanel canUpload={canWrite} onDone={onDone} onBusyChange={onBusyChange} />;
    case 'memo-builder':
      return <MemoBuilderPanel canGenerate={canWrite} />;
    case 'company-research':
      return <CompanyResearchPanel />;
    case 'portfolio-analytics':
      return <PortfolioAnalyticsPanel />;
    case 'market-intelligence':
    case 'lp-reporting':
      return <PendingToolPanel tool={tool} />;
    default:
      return <ComingSoonPanel />;
  }
}
