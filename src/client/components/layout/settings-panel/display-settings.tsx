import { useId } from 'react';
import { themes, type Theme } from '@shared/settings';
import { settingsPanelLabels } from '@client/texts/settings-panel-texts';
import type { User } from '@shared/user';
import { Label } from '@client/components/ui/label';
import { Select, SelectOptions, SelectTrigger, SelectValue } from '@client/components/ui/select';
import { SettingSwitch } from './setting-switch';
import { SettingsSection } from './settings-section';
import { useSaveSettings } from './use-save-settings';

const themeLabels: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' };
const themeOptions = themes.map((theme) => ({ value: theme, label: themeLabels[theme] }));

function isTheme(value: string): value is Theme {
  return (themes as readonly string[]).includes(value);
}

export function DisplaySettings({ user }: { user: User }) {
  const save = useSaveSettings(user);
  const themeId = useId();
  const { display } = user.settings;
  return (
    <SettingsSection title={settingsPanelLabels.displayPreferences}>
      <div className="flex items-center justify-between gap-4">
        <div className="grid gap-1">
          <Label htmlFor={themeId}>Theme</Label>
          <p className="text-xs text-muted-foreground">System follows your device.</p>
        </div>
        <Select
          value={display.theme}
          onValueChange={(theme) => {
            if (isTheme(theme)) save('display', { theme });
          }}
        >
          <SelectTrigger id={themeId} className="w-32">
            <SelectValue />
          </SelectTrigger>
          <SelectOptions options={themeOptions} />
        </Select>
      </div>
      <SettingSwitch
        label="Compact view"
        description="Tighter spacing to fit more on screen."
        checked={display.compactView}
        onCheckedChange={(compactView) => save('display', { compactView })}
      />
      <SettingSwitch
        label="Show tips"
        description="Hints about features as you work."
        checked={display.showTips}
        onCheckedChange={(showTips) => save('display', { showTips })}
      />
    </SettingsSection>
  );
}
