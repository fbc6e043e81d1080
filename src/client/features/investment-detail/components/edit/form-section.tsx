import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '@client/components/ui/card';

/** One titled part of the edit form (SPEC 2: Basic Information, Additional Details, Investment Analysis). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card role="group" aria-labelledby={headingId}>
      <CardHeader>
        <h2 id={headingId} className="leading-none font-semibold">
          {title}
        </h2>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">{children}</CardContent>
    </Card>
  );
}
