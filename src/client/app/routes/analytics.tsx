import { screenHeadings } from '@client/texts/screen-headings';
import { AnalyticsScreen } from '@client/features/analytics/components/analytics-screen';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { RequireUser } from '../require-user';

/** SPEC 2 /analytics; loaded on its own (with recharts) only when this route is visited. */
export default function AnalyticsRoute() {
  useDocumentTitle(screenHeadings.analytics.title);
  return (
    <RequireUser>
      <AnalyticsScreen />
    </RequireUser>
  );
}
