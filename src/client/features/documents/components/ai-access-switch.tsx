import type { DocumentListItem } from '@shared/document';
import { useSetDocumentAiAccess } from '@client/api/documents/set-document-ai-access';
import { SettingSwitch } from '@client/components/layout/settings-panel/setting-switch';
import { useToast } from '@client/components/ui/use-toast';
import { useCurrentUser } from '@client/lib/current-user';
import { aiAccessTexts } from '@client/texts/ai-access-texts';

/**
 * The document dialog's "Keep out of AI" switch, for admins; everyone else sees only the mark. A
 * document kept out by its level says so, since the switch alone cannot let the AI read it.
 */
export function AiAccessSwitch({ document }: { document: DocumentListItem }) {
  const { data: user } = useCurrentUser();
  const change = useSetDocumentAiAccess();
  const showToast = useToast();
  if (user?.role !== 'admin') return null;
  return (
    <div className="grid gap-1 rounded-md border p-3">
      <SettingSwitch
        label={aiAccessTexts.switchLabel}
        description={aiAccessTexts.switchDescription}
        checked={change.isPending ? change.variables.keepOutOfAi : document.keepOutOfAi}
        disabled={change.isPending}
        onCheckedChange={(keepOutOfAi) =>
          change.mutate(
            { id: document.id, keepOutOfAi },
            { onError: () => showToast(aiAccessTexts.saveFailed) },
          )
        }
      />
      {document.keptOutOfAi && !document.keepOutOfAi && (
        <p className="text-xs text-muted-foreground">
          {aiAccessTexts.byLevel(document.confidentialityLevel)}
        </p>
      )}
    </div>
  );
}
