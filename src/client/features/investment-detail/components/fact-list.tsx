import type { ReactNode } from 'react';
import { detailTexts } from '../detail-texts';

export type Fact = { label: string; value: ReactNode };

/** Label and value pairs; an empty value says so rather than leaving a gap. */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
      {facts.map(({ label, value }) => (
        <div key={label} className="grid min-w-0 content-start gap-0.5">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="font-medium break-words">
            {value ?? <span className="font-normal text-muted-foreground">{detailTexts.notProvided}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
