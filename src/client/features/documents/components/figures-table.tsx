import { StarIcon } from 'lucide-react';
import { factConceptLabel, type DocumentFact } from '@shared/document-facts';
import { figureColumnLabels, figureScopeLabels, figureTexts } from '../figure-texts';
import { Badge } from '@client/components/ui/badge';
import { ToneBadge } from '@client/components/ui/tone-badge';
import { SortableColumnHeader, SortButton } from '@client/components/ui/sortable-column-header';
import { cn } from '@client/lib/cn';
import type { FigureSort, FigureSortKey } from './use-figure-table';

type SortableKey = Exclude<FigureSortKey, 'rank'>;

const directionOf = (sort: FigureSort, key: SortableKey) => (sort.key === key ? sort.order : null);
const ariaSort = (direction: 'asc' | 'desc' | null) =>
  direction ? (direction === 'asc' ? 'ascending' : 'descending') : undefined;

/**
 * The Figure column shows each figure's label with its concept's badge under it, so its heading sorts
 * by either: the label, or the concept's name.
 */
function FigureColumnHeader({ sort, onSort }: { sort: FigureSort; onSort: (key: SortableKey) => void }) {
  const label = directionOf(sort, 'label');
  const concept = directionOf(sort, 'concept');
  return (
    <th
      scope="col"
      aria-sort={ariaSort(label ?? concept)}
      className="border-b px-3 py-2 text-left font-medium"
    >
      <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
        <SortButton label={figureColumnLabels.label} direction={label} onSort={() => onSort('label')} />
        <SortButton label={figureColumnLabels.concept} direction={concept} onSort={() => onSort('concept')} />
      </span>
    </th>
  );
}

/** '$1.35B' and '20%' say what they are; a bare '18,775' needs its table's 'in millions' beside it. */
const writesItsScale = (value: string) => /[A-Za-z%]/.test(value);

const plainHeader = 'border-b px-3 py-2 text-left font-medium text-muted-foreground';
const cell = 'px-3 py-2 align-top break-words';

/** Where the figure stands: a page of the text to open, a spreadsheet's cell, or nothing known. */
function FigureSource({ figure, onOpenPage }: { figure: DocumentFact; onOpenPage: (page: number) => void }) {
  const { page } = figure;
  if (page !== null) {
    return (
      <button
        type="button"
        onClick={() => onOpenPage(page)}
        aria-label={figureTexts.openPage(page, figure.label)}
        className="rounded-sm font-medium whitespace-nowrap text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
      >
        {figureTexts.pageLink(page)}
      </button>
    );
  }
  const where = figureTexts.cell(figure.sheet, figure.cell);
  return <span className="text-muted-foreground">{where || figureTexts.notStated}</span>;
}

/** The mark of a figure another reader read differently: a badge in words, and what the other read where. */
function Disagreement({ figure }: { figure: DocumentFact }) {
  return (
    <span className="mt-1 block">
      <ToneBadge tone="warning" className="max-w-full whitespace-normal">
        {figureTexts.disagree}
      </ToneBadge>
      {figure.disagreesWith.map((other) => (
        <span
          key={`${other.reader}|${other.value}|${other.page}`}
          className="block text-xs text-muted-foreground"
        >
          {figureTexts.otherReading(other.reader, other.value, other.page)}
        </span>
      ))}
    </span>
  );
}

function FigureRow({ figure, onOpenPage }: { figure: DocumentFact; onOpenPage: (page: number) => void }) {
  return (
    <tr className="border-b last:border-0">
      <th scope="row" className={cn(cell, 'text-left font-normal')}>
        <span className="block">
          <span className="font-medium">{figure.label}</span>
          {figure.highlight && (
            <span title={figureTexts.highlight} className="ml-1 inline-block align-[-2px]">
              <StarIcon aria-hidden className="size-3.5 fill-amber-400 text-amber-500 dark:fill-amber-300" />
              <span className="sr-only">{figureTexts.highlight}</span>
            </span>
          )}
        </span>
        <Badge variant="secondary" className="mt-1 max-w-full truncate">
          {factConceptLabel(figure.concept)}
        </Badge>
      </th>
      <td className={cell}>
        <span className="font-medium tabular-nums">{figure.value}</span>
        {figure.scale && !writesItsScale(figure.value) && (
          <span className="block text-xs text-muted-foreground">{figureTexts.inScale(figure.scale)}</span>
        )}
        {figure.reader !== 'local' && (
          <span className="block text-xs text-muted-foreground">{figureTexts.readBy[figure.reader]}</span>
        )}
        {figure.disagreesWith.length > 0 && <Disagreement figure={figure} />}
      </td>
      <td className={cell}>
        {figure.period ?? <span className="text-muted-foreground">{figureTexts.notStated}</span>}
      </td>
      <td className={cell}>
        {figureScopeLabels[figure.scope]}
        {figure.scopeName && <span className="block text-xs text-muted-foreground">{figure.scopeName}</span>}
      </td>
      <td className={cell}>
        <FigureSource figure={figure} onOpenPage={onOpenPage} />
      </td>
    </tr>
  );
}

/**
 * One page of a document's figures: label with its concept and a star for those the Financial
 * Highlights show, value as written (and who read it, when a model did), period, scope and where it stands. On a phone the table scrolls
 * inside its box rather than widen the dialog.
 */
export function FiguresTable({
  figures,
  sort,
  onSort,
  onOpenPage,
  busy,
}: {
  figures: readonly DocumentFact[];
  sort: FigureSort;
  onSort: (key: SortableKey) => void;
  onOpenPage: (page: number) => void;
  /** The rows shown are the last answer while the next loads. */
  busy: boolean;
}) {
  return (
    <div className="max-w-full overflow-x-auto rounded-lg border bg-card">
      <table
        aria-label={figureTexts.tableLabel}
        aria-busy={busy || undefined}
        className={cn('w-full min-w-[640px] table-fixed text-sm transition-opacity', busy && 'opacity-60')}
      >
        <colgroup>
          <col />
          <col className="w-32" />
          <col className="w-32" />
          <col className="w-32" />
          <col className="w-24" />
        </colgroup>
        <thead>
          <tr>
            <FigureColumnHeader sort={sort} onSort={onSort} />
            <SortableColumnHeader
              label={figureColumnLabels.value}
              direction={directionOf(sort, 'value')}
              onSort={() => onSort('value')}
            />
            <th scope="col" className={plainHeader}>
              {figureColumnLabels.period}
            </th>
            <th scope="col" className={plainHeader}>
              {figureColumnLabels.scope}
            </th>
            <SortableColumnHeader
              label={figureColumnLabels.page}
              direction={directionOf(sort, 'page')}
              onSort={() => onSort('page')}
            />
          </tr>
        </thead>
        <tbody>
          {figures.map((figure) => (
            <FigureRow key={figure.id} figure={figure} onOpenPage={onOpenPage} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
