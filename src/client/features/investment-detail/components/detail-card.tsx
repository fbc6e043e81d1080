import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@client/components/ui/card';

type DetailCardProps = { title: string; description?: ReactNode; children: ReactNode };

/** A card of the detail page, named by its heading so it reads as a region of the page. */
export function DetailCard({ title, description, children }: DetailCardProps) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <h2 id={headingId} className="leading-none font-semibold">
          {title}
        </h2>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
