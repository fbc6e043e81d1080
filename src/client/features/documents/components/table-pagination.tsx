import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { repositoryTexts } from '@client/texts/document-repository-texts';
import { documentPageSize, pageButtons, pageCount } from '@shared/document-table';
import { Button } from '@client/components/ui/button';

/** SPEC 9: pages of 10, at most 5 page buttons, with previous and next. */
export function TablePagination({
  page,
  total,
  onPage,
}: {
  page: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = pageCount(total);
  const first = (page - 1) * documentPageSize + 1;
  const last = Math.min(total, page * documentPageSize);
  return (
    <div className="mt-4 flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-muted-foreground">{repositoryTexts.shownRange(first, last, total)}</p>
      {pages > 1 && (
        <nav aria-label={repositoryTexts.pagination} className="flex items-center gap-1">
          <Button variant="outline" size="sm" disabled={page === 1} onClick={() => onPage(page - 1)}>
            <ChevronLeftIcon aria-hidden />
            <span className="sr-only sm:not-sr-only">{repositoryTexts.previousPage}</span>
          </Button>
          {pageButtons(page, pages).map((number) => (
            <Button
              key={number}
              variant={number === page ? 'default' : 'outline'}
              size="sm"
              className="min-w-8"
              aria-label={repositoryTexts.pageLabel(number)}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => onPage(number)}
            >
              {number}
            </Button>
          ))}
          <Button variant="outline" size="sm" disabled={page === pages} onClick={() => onPage(page + 1)}>
            <span className="sr-only sm:not-sr-only">{repositoryTexts.nextPage}</span>
            <ChevronRightIcon aria-hidden />
          </Button>
        </nav>
      )}
    </div>
  );
}
