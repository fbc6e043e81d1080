import type { ScreenHeading } from '@shared/screens';
import { NotBuiltNotice } from '@client/components/layout/not-built-notice';
import { PageHeader } from '@client/components/layout/page-header';
import { useDocumentTitle } from '@client/lib/use-document-title';

/** A screen of SPEC 2 that a later issue builds: its heading and an honest notice, nothing more. */
export function PlaceholderScreen({ heading }: { heading: ScreenHeading }) {
  useDocumentTitle(heading.title);
  return (
    <>
      <PageHeader heading={heading} />
      <NotBuiltNotice />
    </>
  );
}
