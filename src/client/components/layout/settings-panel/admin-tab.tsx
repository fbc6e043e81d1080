import { ChevronRightIcon } from 'lucide-react';
import { adminControls, adminUsageStatistics } from '@client/lib/constants';
import { toasts } from '@client/texts/messages';
import { settingsPanelLabels } from '@client/texts/settings-panel-texts';
import { Button } from '@client/components/ui/button';
import { useToast } from '@client/components/ui/use-toast';
import type { User } from '@shared/user';
import { AiModelSection } from './ai-model/ai-model-section';
import { AuditTrail, auditTrailSectionId } from './audit/audit-trail';
import { SettingsSection } from './settings-section';

/** The Admin Controls item that is built: it takes the admin to the trail below. */
const auditControl: (typeof adminControls)[number] = 'Audit Logs';

function showAuditTrail() {
  const trail = document.getElementById(auditTrailSectionId);
  trail?.scrollIntoView({ block: 'start' });
  trail?.focus({ preventScroll: true });
}

export function AdminTab({ user }: { user: User }) {
  const showToast = useToast();
  return (
    <div className="grid gap-4">
      <SettingsSection title={settingsPanelLabels.adminControls}>
        <ul className="grid gap-2">
          {adminControls.map((control) => (
            <li key={control}>
              <Button
                variant="outline"
                className="w-full justify-between"
                onClick={() =>
                  control === auditControl ? showAuditTrail() : showToast(toasts.comingSoon(control))
                }
              >
                {control}
                <ChevronRightIcon aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      </SettingsSection>
      <SettingsSection title={settingsPanelLabels.usageStatistics}>
        <dl className="grid grid-cols-3 gap-2">
          {adminUsageStatistics.map(({ label, value }) => (
            <div key={label} className="grid gap-1 rounded-md bg-muted p-3 text-center">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="text-lg font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </SettingsSection>
      <AiModelSection />
      <AuditTrail user={user} />
    </div>
  );
}
