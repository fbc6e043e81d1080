import { ChevronLeftIcon, ChevronRightIcon, DownloadIcon, ListFilterIcon } from 'lucide-react';
import type { DocumentListItem } from '@shared/document';
import { figureTexts } from '../figure-texts';
import { Button } from '@client/components/ui/button';
import { LoadError } from '@client/components/ui/load-error';
import { SearchInput } from '@client/components/ui/search-input';
import { Switch } from '@client/components/ui/switch';
import { Skeleton } from '@client/components/ui/skeleton';
import { useToast } from '@client/components/ui/use-toast';
import { useDownloadDocumentFigures } from '../api/download-document-figures';
import { useDocumentFigures } from '../api/get-document-figures';
import { FiguresTable } from './figures-table';
import { figuresPageSize, unsearchedQuery, type FigureTableState } from './use-figure-table';

/** Previous and next, with where the page stands, styled as the repository's pages are. */
function FiguresPagination({
  page,
  total,
  onPage,
}: {
  page: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / figuresPageSize));
  const first = (page - 1) * figuresPageSize + 1;
  const last = Math.min(total, page * figuresPageSize);
  return (
    <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-muted-foreground">{figureTexts.shownRange(first, last, total)}</p>
      {pages > 1 && (
        <nav aria-label={figureTexts.pagination} className="flex items-center gap-1">
          <Button variant="outline" size="sm" disabled={page === 1} onClick={() => onPage(page - 1)}>
            <ChevronLeftIcon aria-hidden />
            {figureTexts.previousPage}
          </Button>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {figureTexts.nextPage}
            <ChevronRightIcon aria-hidden />
          </Button>
        </nav>
      )}
    </div>
  );
}

/**
 * The Figures tab: every figure the analyst read from the document (its figure ledger), searched as
 * one types, sorted by a heading, a page at a time, each leading to its page of the text, and the
 * whole searched ledger exported as CSV. Asked for only while the tab is open on a processed document.
 */
export function FiguresTab({
  document,
  processed,
  table,
  onOpenPage,
}: {
  document: DocumentListItem;
  processed: boolean;
  table: FigureTableState;
  /** Shows the Extracted Content tab at this page of the text. */
  onOpenPage: (page: number) => void;
}) {
  const showToast = useToast();
  const figures = useDocumentFigures(document.id, table.query, processed);
  // How many figures there are in all, for 'N of M' while searching: the tab's first answer, cached.
  const all = useDocumentFigures(
    document.id,
    unsearchedQuery,
    processed && (table.q !== '' || table.disagreementsOnly),
  );
  const download = useDownloadDocumentFigures();

  if (!processed) return <p className="text-sm text-muted-foreground">{figureTexts.notReady}</p>;

  const { data } = figures;
  const searched = table.q !== '' || table.disagreementsOnly;
  const exportCsv = () =>
    download.mutate(
      {
        document,
        query: { q: table.query.q, only: table.query.only, sort: table.sort.key, order: table.sort.order },
      },
      { onError: () => showToast(figureTexts.exportFailed) },
    );

  return (
    <div className="grid min-w-0 gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <SearchInput
          icon={ListFilterIcon}
          aria-label={figureTexts.searchLabel}
          placeholder={figureTexts.searchPlaceholder}
          maxLength={200}
          value={table.search}
          onChange={(event) => table.setSearch(event.target.value)}
          className="min-w-0 sm:flex-1"
        />
        <label className="flex items-center gap-2 text-sm whitespace-nowrap">
          <Switch checked={table.disagreementsOnly} onCheckedChange={table.setDisagreementsOnly} />
          {figureTexts.disagreementsOnly}
        </label>
        <Button
          variant="outline"
          size="sm"
          className="self-start sm:self-auto"
          disabled={download.isPending || !data || data.total === 0}
          onClick={exportCsv}
        >
          <DownloadIcon aria-hidden />
          {download.isPending ? figureTexts.exporting : figureTexts.exportCsv}
        </Button>
      </div>
      {!data ? (
        figures.isError ? (
          <LoadError title={figureTexts.loadFailed} onRetry={() => void figures.refetch()} />
        ) : (
          <div role="status" className="grid gap-2">
            <span className="sr-only">{figureTexts.loading}</span>
            <Skeleton className="h-8" />
            <Skeleton className="h-40" />
          </div>
        )
      ) : data.total === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
          {table.disagreementsOnly && table.q === ''
            ? figureTexts.noDisagreements
            : searched
              ? figureTexts.noMatches
              : figureTexts.none}
        </p>
      ) : (
        <>
          <p role="status" className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
            <span>{figureTexts.count(data.total, searched ? all.data?.total : data.total)}</span>
            {table.sort.key === 'rank' && <span>· {figureTexts.rankOrder}</span>}
          </p>
          <FiguresTable
            figures={data.figures}
            sort={table.sort}
            onSort={table.sortBy}
            onOpenPage={onOpenPage}
            busy={figures.isPlaceholderData}
          />
          <FiguresPagination page={table.page} total={data.total} onPage={table.setPage} />
        </>
      )}
    </div>
  );
}
