import type { ScreenHeading } from '@client/texts/screen-headings';

/** A screen's title and, where SPEC gives one, its subtitle. */
export function PageHeader({ heading }: { heading: ScreenHeading }) {
  return (
    <header className="mb-6 grid gap-1">
      <h1 className="text-2xl font-semibold tracking-tight">{heading.title}</h1>
      {heading.subtitle && <p className="text-sm text-muted-foreground">{heading.subtitle}</p>}
    </header>
  );
}
