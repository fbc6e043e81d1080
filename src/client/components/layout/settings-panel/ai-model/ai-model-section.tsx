import { aiModelTexts } from '@client/texts/ai-model-texts';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/skeleton';
import { useAiModelSettings } from '../api/ai-model';
import { SettingsSection } from '../settings-section';
import { AiModelForm } from './ai-model-form';

/** Settings, Admin, AI model (issue 23): the team's OpenAI-compatible model, for its admins. */
export function AiModelSection() {
  const settings = useAiModelSettings();
  return (
    <SettingsSection title={aiModelTexts.title} description={aiModelTexts.description}>
      {settings.isPending && <Skeleton className="h-48 w-full" />}
      {settings.isError && (
        <LoadError
          title={aiModelTexts.loadFailed}
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      )}
      {/* Keyed by the saved values: after a save the form restarts from what the server stored. */}
      {settings.data && <AiModelForm key={JSON.stringify(settings.data)} view={settings.data} />}
    </SettingsSection>
  );
}
