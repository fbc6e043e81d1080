import { ShieldIcon, UserIcon, UsersIcon, WrenchIcon, type LucideIcon } from 'lucide-react';
import { settingsTabs, type SettingsTab } from '@client/lib/constants';
import { settingsTabLabels } from '@client/texts/settings-panel-texts';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@client/components/ui/sheet';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { useCurrentUser } from '@client/lib/current-user';
import { AdminTab } from './admin-tab';
import { PersonalTab } from './personal-tab';
import { SecurityTab } from './security-tab';
import { useSettingsPanel } from './settings-panel-context';
import { TeamTab } from './team-tab';

const tabIcons: Record<SettingsTab, LucideIcon> = {
  personal: UserIcon,
  team: UsersIcon,
  security: ShieldIcon,
  admin: WrenchIcon,
};

function isSettingsTab(value: string): value is SettingsTab {
  return (settingsTabs as readonly string[]).includes(value);
}

/** SPEC 2: the right-side settings overlay, for the signed-in user only. */
export function SettingsPanel() {
  const { data: user } = useCurrentUser();
  const { open, setOpen, tab, setTab, returnFocusTo } = useSettingsPanel();
  if (!user) return null;

  const isAdmin = user.role === 'admin';
  // SPEC 6: the Admin tab is for admins only, whatever was asked for.
  const activeTab = tab === 'admin' && !isAdmin ? 'personal' : tab;

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetContent
        side="right"
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.isConnected) return;
          event.preventDefault();
          returnFocusTo.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>Settings</SheetTitle>
          <SheetDescription>Your profile, team and preferences.</SheetDescription>
        </SheetHeader>
        <Tabs
          value={activeTab}
          onValueChange={(value) => {
            if (isSettingsTab(value)) setTab(value);
          }}
          className="min-h-0 flex-1 px-6"
        >
          <TabsList>
            {settingsTabs.map((settingsTab) => {
              const Icon = tabIcons[settingsTab];
              return (
                <TabsTrigger
                  key={settingsTab}
                  value={settingsTab}
                  disabled={settingsTab === 'admin' && !isAdmin}
                >
                  <Icon className="hidden sm:block" aria-hidden />
                  {settingsTabLabels[settingsTab]}
                </TabsTrigger>
              );
            })}
          </TabsList>
          <div className="-mx-6 min-h-0 flex-1 overflow-y-auto px-6 pb-6">
            <TabsContent value="personal">
              <PersonalTab user={user} />
            </TabsContent>
            <TabsContent value="team">
              <TeamTab user={user} />
            </TabsContent>
            <TabsContent value="security">
              <SecurityTab user={user} />
            </TabsContent>
            {isAdmin && (
              <TabsContent value="admin">
                <AdminTab user={user} />
              </TabsContent>
            )}
          </div>
        </Tabs>
      </SheetContent>
    </Sheet>
  );
}
