import { DownloadIcon } from 'lucide-react';
import type { Investment } from '@shared/investment';
import { pipelineActionLabels, pipelineExportFormats, pipelineToasts } from '../pipeline-texts';
import { Button } from '@client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@client/components/ui/dropdown-menu';
import { useToast } from '@client/components/ui/use-toast';
import { exportPipeline, type PipelineView } from './export-pipeline';

/** The header's Export button: the filtered, sorted pipeline as CSV or Excel. */
export function PipelineExportMenu({
  investments,
  view,
}: {
  investments: readonly Investment[];
  view: PipelineView;
}) {
  const showToast = useToast();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" disabled={investments.length === 0}>
          <DownloadIcon aria-hidden />
          {pipelineActionLabels.export}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-40">
        {pipelineExportFormats.map(({ value, label }) => (
          <DropdownMenuItem
            key={value}
            onSelect={() =>
              exportPipeline(investments, value, view).catch(() => showToast(pipelineToasts.exportFailed))
            }
          >
            {label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
