import { SearchIcon } from 'lucide-react';
import { investmentTexts, pipelineStatusFilters, pipelineTypeFilters } from '@shared/investment-messages';
import { pipelineTexts } from '@shared/pipeline-texts';
import { Input } from '@client/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';
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
      <div className="relative md:w-72">
        <SearchIcon
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label={pipelineTexts.searchLabel}
          placeholder={investmentTexts.searchPlaceholder}
          value={filters.search}
          onChange={(event) => onChange({ ...filters, search: event.target.value })}
          className="pl-9"
        />
      </div>
      <div className="grid grid-cols-2 gap-3 md:flex">
        <Select
          value={filters.status}
          onValueChange={(status: Filters['status']) => onChange({ ...filters, status })}
        >
          <SelectTrigger aria-label={pipelineTexts.statusFilterLabel} className="md:w-44">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {pipelineStatusFilters.map(({ value, label }) => (
              <SelectItem key={value} value={value}>
                {label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select
          value={filters.type}
          onValueChange={(type: Filters['type']) => onChange({ ...filters, type })}
        >
          <SelectTrigger aria-label={pipelineTexts.typeFilterLabel} className="md:w-44">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {pipelineTypeFilters.map(({ value, label }) => (
              <SelectItem key={value} value={value}>
                {label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <p role="status" className="text-sm text-muted-foreground md:ml-auto">
        {pipelineTexts.resultsCount(resultCount)}
      </p>
    </div>
  );
}
