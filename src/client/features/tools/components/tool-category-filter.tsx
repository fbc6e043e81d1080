import { toolCategoryFilters, type ToolCategoryFilter as Filter } from '../tools-catalogue';
import { toolTexts } from '../tools-texts';
import { Button } from '@client/components/ui/button';

type ToolCategoryFilterProps = { value: Filter; onChange: (value: Filter) => void };

/** SPEC 2: All Tools, Documents, Research, Analytics, Reporting; the pressed one is the filter. */
export function ToolCategoryFilter({ value, onChange }: ToolCategoryFilterProps) {
  return (
    <div role="group" aria-label={toolTexts.categoryFilter} className="flex flex-wrap gap-2">
      {toolCategoryFilters.map((filter) => (
        <Button
          key={filter.value}
          size="sm"
          variant={filter.value === value ? 'default' : 'outline'}
          aria-pressed={filter.value === value}
          onClick={() => onChange(filter.value)}
        >
          {filter.label}
        </Button>
      ))}
    </div>
  );
}
