import { screenHeadings } from '@client/texts/screen-headings';
import { PipelineScreen } from '@client/features/pipeline/components/pipeline-screen';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { RequireUser } from '../require-user';

/** SPEC 2 /pipeline. */
export function PipelineRoute() {
  useDocumentTitle(screenHeadings.pipeline.title);
  return (
    <RequireUser>
      <PipelineScreen />
    </RequireUser>
  );
}
