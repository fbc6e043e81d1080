import { SearchIcon } from 'lucide-react';
import { documentTypes } from '@shared/document';
import { documentStatusFilters, documentTexts } from '@shared/document-messages';
import { repositoryTexts } from '@shared/document-repository-texts';
import {
  documentSortOptions,
  type DocumentFilters as Filters,
  type DocumentInvestmentFilter,
  type DocumentSort,
  type DocumentStatusFilter,
} from '@shared/document-table';
import type { Investment } from '@shared/investment';
import { Input } from '@client/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';

function investmentFilterValue(filter: DocumentInvestmentFilter): string {
  return typeof filter === 'number' ? String(filter) : filter;
}

function parseInvestmentFilter(value: string): DocumentInvestmentFilter {
  return value === 'all' || value === 'general' ? value : Number(value);
}

/** SPEC 2 filters (search by name or type, type, status, investment) and the sort options. */
export function DocumentFilters({
  filters,
  onChange,
  sort,
  onSort,
  investments,
  showInvestmentFilter,
}: {
  filters: Filters;
  onChange: (filters: Filters) => void;
  sort: DocumentSort;
  onSort: (sort: DocumentSort) => void;
  investments: readonly Investment[];
  /** SPEC 2: the investment filter is hidden on small screens. */
  showInvestmentFilter: boolean;
}) {
  // A column header may sort by status or size, which the menu does not offer: it then shows "Sort by".
  const sortOption = documentSortOptions.find(
    (option) => option.sort.column === sort.column && option.sort.direction === sort.direction,
  );
  return (
    <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-center">
      <div className="relative lg:w-64">
        <SearchIcon
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label={repositoryTexts.searchLabel}
          placeholder={repositoryTexts.searchPlaceholder}
          value={filters.search}
          onChange={(event) => onChange({ ...filters, search: event.target.value })}
          className="pl-9"
        />
      </div>
      <div className="grid grid-cols-2 gap-3 md:flex md:flex-wrap">
        <Select value={filters.type} onValueChange={(type) => onChange({ ...filters, type })}>
          <SelectTrigger aria-label={repositoryTexts.typeFilterLabel} className="md:w-48">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">{repositoryTexts.allTypes}</SelectItem>
            {documentTypes.map(({ value, label }) => (
              <SelectItem key={value} value={value}>
                {label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select
          value={filters.status}
          onValueChange={(status: DocumentStatusFilter) => onChange({ ...filters, status })}
        >
          <SelectTrigger aria-label={repositoryTexts.statusFilterLabel} className="md:w-36">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {documentStatusFilters.map(({ value, label }) => (
              <SelectItem key={value} value={value}>
                {label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {showInvestmentFilter && (
          <Select
            value={investmentFilterValue(filters.investment)}
            onValueChange={(value) => onChange({ ...filters, investment: parseInvestmentFilter(value) })}
          >
            <SelectTrigger aria-label={repositoryTexts.investmentFilterLabel} className="md:w-52">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">{repositoryTexts.allInvestments}</SelectItem>
              <SelectItem value="general">{documentTexts.generalRepository}</SelectItem>
              {investments.map((investment) => (
                <SelectItem key={investment.id} value={String(investment.id)}>
                  {investment.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
        <Select
          value={sortOption?.value ?? ''}
          onValueChange={(value) => {
            const option = documentSortOptions.find((candidate) => candidate.value === value);
            if (option) onSort(option.sort);
          }}
        >
          <SelectTrigger aria-label={repositoryTexts.sortLabel} className="md:w-40">
            <SelectValue placeholder={repositoryTexts.sortPlaceholder} />
          </SelectTrigger>
          <SelectContent>
            {documentSortOptions.map(({ value, label }) => (
              <SelectItem key={value} value={value}>
                {label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
