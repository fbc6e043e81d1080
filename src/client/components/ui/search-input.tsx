import { SearchIcon, type LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@client/lib/cn';
import { Input } from './input';

/** A search box with its icon inside; `className` sizes the box, the input fills it. */
export function SearchInput({
  className,
  icon: Icon = SearchIcon,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { icon?: LucideIcon }) {
  return (
    <div className={cn('relative', className)}>
      <Icon
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input type="search" className="pl-9" {...props} />
    </div>
  );
}
