import { useId, type ReactNode } from 'react';
import { cn } from '@client/lib/cn';

type SettingsSectionProps = {
  title: string;
  description?: string;
  /** A button or two beside the title. */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
};

export function SettingsSection({ title, description, action, className, children }: SettingsSectionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cn('grid gap-4 rounded-lg border bg-card p-4', className)}>
      <div className="flex items-start justify-between gap-4">
        <div className="grid gap-1">
          <h3 id={titleId} className="font-semibold">
            {title}
          </h3>
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
