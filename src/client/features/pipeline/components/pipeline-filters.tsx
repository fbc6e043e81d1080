import {
  investmentTexts,
  pipelineStatusFilters,
  pipelineTypeFilters,
} from '@client/texts/investment-messages';
import { pipelineTexts } from '../pipeline-texts';
import { FilterSelect } from '@client/components/ui/filter-select';
import { SearchInput } from '@client/components/ui/search-input';
import type { PipelineFilters as Filters } from './pipeline-filters-state';

/** SPEC 2: search by name or strategy, status and type filters, and how many investments match. */
export function PipelineFilters({
  filters,
  onChange,
  resultCount,
}: {
  filters: Filters;
  onChange: (filters: Filters) => void;
  resultCount: number;
}) {
  return (
    <div className="mb-4 flex flex-col gap-3 md:flex-row md:flex-wrap md:items-center">
      <SearchInput
        aria-label={pipelineTexts.searchLabel}
        placeholder={investmentTexts.searchPlaceholder}
        value={filters.search}
        onChange={(event) => onChange({ ...filters, search: event.target.value })}
        className="md:w-72"
      />
      <div className="grid grid-cols-2 gap-3 md:flex">
        <FilterSelect
          label={pipelineTexts.statusFilterLabel}
          value={filters.status}
          onValueChange={(status) => onChange({ ...filters, status })}
          options={pipelineStatusFilters}
          className="md:w-44"
        />
        <FilterSelect
          label={pipelineTexts.typeFilterLabel}
          value={filters.type}
          onValueChange={(type) => onChange({ ...filters, type })}
          options={pipelineTypeFilters}
          className="md:w-44"
        />
      </div>
      <p role="status" className="text-sm text-muted-foreground md:ml-auto">
        {pipelineTexts.resultsCount(resultCount)}
      </p>
    </div>
  );
}
