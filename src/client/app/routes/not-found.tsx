import { Link } from 'wouter';
import { texts } from '@client/texts/messages';
import { Button } from '@client/components/ui/button';
import { useDocumentTitle } from '@client/lib/use-document-title';

export function NotFoundRoute() {
  useDocumentTitle(texts.notFoundTitle);
  return (
    <div className="mx-auto mt-12 grid max-w-md justify-items-center gap-4 text-center">
      <h1 className="text-2xl font-semibold">{texts.notFoundTitle}</h1>
      <p className="text-sm text-muted-foreground">
        There is nothing at this address. It may have moved or never existed.
      </p>
      <Button asChild>
        <Link href="/">Go to the home page</Link>
      </Button>
    </div>
  );
}
