import { screenHeadings } from '@client/texts/screen-headings';
import { AnalystChatScreen } from '@client/features/ai-analyst/components/analyst-chat-screen';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { RequireUser } from '../require-user';

/** SPEC 2 / and /ai-analyst: the analyst chat, the product's front door. */
export function AiAnalystRoute() {
  useDocumentTitle(screenHeadings.aiAnalyst.title);
  return (
    <RequireUser>
      <AnalystChatScreen />
    </RequireUser>
  );
}
