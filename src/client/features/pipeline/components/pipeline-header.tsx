import { PlusIcon } from 'lucide-react';
import type { Investment } from '@shared/investment';
import { pipelineActionLabels } from '../pipeline-texts';
import { screenHeadings } from '@client/texts/screen-headings';
import { PageHeader } from '@client/components/layout/page-header';
import { Button } from '@client/components/ui/button';
import type { PipelineView } from './export-pipeline';
import { PipelineExportMenu } from './pipeline-export-menu';

/** SPEC 2: the title, the Export button and, for those who may add, the Add button. */
export function PipelineHeader({
  shownInvestments,
  view,
  onAdd,
}: {
  shownInvestments: readonly Investment[];
  view: PipelineView;
  onAdd: (() => void) | null;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-x-4">
      <PageHeader heading={screenHeadings.pipeline} />
      <div className="mb-6 flex gap-2">
        <PipelineExportMenu investments={shownInvestments} view={view} />
        {onAdd && (
          <Button onClick={onAdd}>
            <PlusIcon aria-hidden />
            {pipelineActionLabels.add}
          </Button>
        )}
      </div>
    </div>
  );
}
