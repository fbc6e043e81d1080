import { documentTypes } from '@shared/document';
import { documentStatusFilters, documentTexts } from '@client/texts/document-messages';
import { repositoryTexts } from '@client/texts/document-repository-texts';
import {
  documentSortOptions,
  type DocumentFilters as Filters,
  type DocumentInvestmentFilter,
  type DocumentSort,
} from '@shared/document-table';
import type { Investment } from '@shared/investment';
import { FilterSelect } from '@client/components/ui/filter-select';
import { SearchInput } from '@client/components/ui/search-input';

function investmentFilterValue(filter: DocumentInvestmentFilter): string {
  return typeof filter === 'number' ? String(filter) : filter;
}

function parseInvestmentFilter(value: string): DocumentInvestmentFilter {
  return value === 'all' || value === 'general' ? value : Number(value);
}

function investmentOptions(investments: readonly Investment[]) {
  return [
    { value: 'all', label: repositoryTexts.allInvestments },
    { value: 'general', label: documentTexts.generalRepository },
    ...investments.map((investment) => ({ value: String(investment.id), label: investment.name })),
  ];
}

const typeOptions = [{ value: 'all', label: repositoryTexts.allTypes }, ...documentTypes];

/** SPEC 2 filters (search by name or type, type, status, investment) and the sort options. */
export function DocumentFilters({
  filters,
  onChange,
  sort,
  onSort,
  investments,
}: {
  filters: Filters;
  onChange: (filters: Filters) => void;
  sort: DocumentSort;
  onSort: (sort: DocumentSort) => void;
  /**
   * The investment filter's choices; without them (where every row shares one investment) it is not shown.
   * SPEC 2 hid it on small screens, which left phones no way to find an investment's documents.
   */
  investments?: readonly Investment[];
}) {
  // A column header may sort by status or size, which the menu does not offer: it then shows "Sort by".
  const sortOption = documentSortOptions.find(
    (option) => option.sort.column === sort.column && option.sort.direction === sort.direction,
  );
  return (
    <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-center">
      <SearchInput
        aria-label={repositoryTexts.searchLabel}
        placeholder={repositoryTexts.searchPlaceholder}
        value={filters.search}
        onChange={(event) => onChange({ ...filters, search: event.target.value })}
        className="lg:w-64"
      />
      <div className="grid grid-cols-2 gap-3 md:flex md:flex-wrap">
        <FilterSelect
          label={repositoryTexts.typeFilterLabel}
          value={filters.type}
          onValueChange={(type) => onChange({ ...filters, type })}
          options={typeOptions}
          className="md:w-48"
        />
        <FilterSelect
          label={repositoryTexts.statusFilterLabel}
          value={filters.status}
          onValueChange={(status) => onChange({ ...filters, status })}
          options={documentStatusFilters}
          className="md:w-36"
        />
        {investments && (
          <FilterSelect
            label={repositoryTexts.investmentFilterLabel}
            value={investmentFilterValue(filters.investment)}
            onValueChange={(value) => onChange({ ...filters, investment: parseInvestmentFilter(value) })}
            options={investmentOptions(investments)}
            className="md:w-52"
          />
        )}
        <FilterSelect
          label={repositoryTexts.sortLabel}
          value={sortOption?.value ?? ''}
          onValueChange={(value) => {
            const option = documentSortOptions.find((candidate) => candidate.value === value);
            if (option) onSort(option.sort);
          }}
          options={documentSortOptions}
          placeholder={repositoryTexts.sortPlaceholder}
          className="md:w-40"
        />
      </div>
    </div>
  );
}
