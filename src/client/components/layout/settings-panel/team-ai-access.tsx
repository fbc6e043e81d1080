import { confidentialityLevels } from '@shared/document';
import type { Team } from '@shared/team';
import { useToast } from '@client/components/ui/use-toast';
import { aiAccessTexts } from '@client/texts/ai-access-texts';
import { useUpdateTeamAiAccess } from './api/update-team-ai-access';
import { SettingSwitch } from './setting-switch';
import { SettingsSection } from './settings-section';

/** The team setting of issue 26: whole confidentiality levels kept out of AI, for admins. */
export function TeamAiAccess({ team }: { team: Team }) {
  const update = useUpdateTeamAiAccess();
  const showToast = useToast();
  const levels = update.isPending ? update.variables.aiExcludedLevels : team.aiExcludedLevels;
  return (
    <SettingsSection title={aiAccessTexts.teamTitle} description={aiAccessTexts.teamDescription}>
      <div className="grid gap-3">
        {confidentialityLevels.map((level) => (
          <SettingSwitch
            key={level}
            label={aiAccessTexts.levelLabel(level)}
            description={aiAccessTexts.levelDescription(level)}
            checked={levels.includes(level)}
            disabled={update.isPending}
            onCheckedChange={(checked) =>
              update.mutate(
                {
                  aiExcludedLevels: checked
                    ? [...levels, level]
                    : levels.filter((excluded) => excluded !== level),
                },
                { onError: () => showToast(aiAccessTexts.saveFailed) },
              )
            }
          />
        ))}
      </div>
    </SettingsSection>
  );
}
