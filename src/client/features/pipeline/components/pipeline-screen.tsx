import { useState } from 'react';
import { investmentTexts } from '@client/texts/investment-messages';
import { nextSort, type InvestmentSort, type SortColumn } from '@shared/investment-sorting';
import { pipelineActionLabels, pipelineTexts } from '../pipeline-texts';
import { hasRole } from '@shared/roles';
import { useInvestments } from '@client/api/investments/get-investments';
import { ConfirmDialog } from '@client/components/ui/confirm-dialog';
import { LoadError } from '@client/components/ui/load-error';
import { useCurrentUser } from '@client/lib/current-user';
import { useIsMobile } from '@client/lib/use-is-mobile';
import { AddInvestmentDialog } from './add-investment-dialog';
import { PipelineCards } from './pipeline-cards';
import { PipelineFilters } from './pipeline-filters';
import { defaultPipelineFilters, hasPipelineInvestments } from './pipeline-filters-state';
import { PipelineHeader } from './pipeline-header';
import { PipelineLoading } from './pipeline-loading';
import { PipelineTable } from './pipeline-table';
import { useInvestmentActions } from './use-investment-actions';
import { usePipelineRows } from './use-pipeline-rows';

/** SPEC 2 Investment Pipeline: the team's investments, filtered and sorted, as a table or cards. */
export function PipelineScreen() {
  const { data: user } = useCurrentUser();
  const canWrite = user ? hasRole(user.role, 'member') : false;
  const investments = useInvestments();
  const isMobile = useIsMobile();
  const [filters, setFilters] = useState(defaultPipelineFilters);
  const [sort, setSort] = useState<InvestmentSort | null>(null);
  const [adding, setAdding] = useState(false);
  const rows = usePipelineRows(investments.data, filters, sort);
  const { actions, pendingDelete, setPendingDelete, confirmDelete } = useInvestmentActions(canWrite);

  const onSort = (column: SortColumn) => setSort((current) => nextSort(current, column));

  function content() {
    if (investments.isPending) return <PipelineLoading />;
    if (investments.isError) {
      return (
        <LoadError
          title={pipelineTexts.loadFailed}
          error={investments.error}
          onRetry={() => void investments.refetch()}
        />
      );
    }
    if (rows.length === 0) {
      const empty = hasPipelineInvestments(investments.data)
        ? pipelineTexts.noResults
        : pipelineTexts.emptyPipeline;
      return (
        <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
          {empty}
        </p>
      );
    }
    return isMobile ? (
      // A new search, filter or sort starts again from the first cards, as a table returns to page 1.
      <PipelineCards key={JSON.stringify([filters, sort])} investments={rows} actions={actions} />
    ) : (
      <PipelineTable investments={rows} sort={sort} onSort={onSort} actions={actions} />
    );
  }

  return (
    <>
      <PipelineHeader
        shownInvestments={rows}
        view={{ filters, sort }}
        onAdd={canWrite ? () => setAdding(true) : null}
      />
      {investments.isSuccess && (
        <PipelineFilters filters={filters} onChange={setFilters} resultCount={rows.length} />
      )}
      {content()}
      {canWrite && <AddInvestmentDialog open={adding} onOpenChange={setAdding} />}
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => {
          if (!open) setPendingDelete(null);
        }}
        title={pipelineTexts.deleteTitle}
        description={investmentTexts.deleteInvestmentConfirm}
        confirmLabel={pipelineActionLabels.delete}
        onConfirm={confirmDelete}
      />
    </>
  );
}
