import { texts } from '@client/texts/messages';
import { cn } from '@client/lib/cn';
import { Button } from './button';

const frames = {
  /** A whole screen that could not load: the title is the page's heading. */
  page: 'grid max-w-xl gap-3',
  /** A list or tab: a bordered box. */
  panel: 'grid max-w-xl gap-3 rounded-lg border border-destructive/40 p-4 text-sm',
  /** A line inside a card: the title and the button side by side. */
  inline:
    'flex flex-wrap items-center justify-between gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm',
  /** Like inline, for a part that still shows something (sample figures) while it cannot load. */
  notice:
    'flex flex-wrap items-center justify-between gap-2 rounded-lg border border-amber-500/40 bg-amber-500/10 px-4 py-2 text-sm',
};

/**
 * Something could not be loaded: says what, shows SPEC 8's error text when given, and offers to try again
 * (queries never retry on their own). Announced as an alert.
 */
export function LoadError({
  title,
  error,
  onRetry,
  variant = 'panel',
}: {
  title: string;
  error?: Error;
  onRetry: () => void;
  variant?: keyof typeof frames;
}) {
  const isLine = variant === 'inline' || variant === 'notice';
  return (
    <div role="alert" className={frames[variant]}>
      {variant === 'page' ? (
        <h1 className="text-xl font-semibold">{title}</h1>
      ) : (
        <p className={cn(!isLine && 'font-medium')}>{title}</p>
      )}
      {error && <p className="text-sm text-muted-foreground">{error.message}</p>}
      <Button
        variant="outline"
        size={variant === 'page' ? 'default' : 'sm'}
        className={cn(!isLine && 'justify-self-start')}
        onClick={onRetry}
      >
        {texts.retry}
      </Button>
    </div>
  );
}
