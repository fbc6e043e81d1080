import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminControls, adminUsageStatistics } from '@client/lib/constants';
import { settingsFailedLog, texts, toasts } from '@client/texts/messages';
import type { Role } from '@shared/roles';
import { auditActionLabels, type AuditEvent } from '@shared/audit';
import {
  auditTrailTexts,
  settingsPanelLabels,
  settingsTabLabels,
  userMenuLabels,
} from '@client/texts/settings-panel-texts';
import { json } from '@client/testing/json-response';
import { renderApp } from '@client/testing/render-app';
import { testUser } from '@client/testing/test-users';

type Options = Parameters<typeof renderApp>[0];

async function openSettings(role: Role, menuItem: string, options: Partial<Options> = {}) {
  const signedIn = testUser(role);
  const view = renderApp({ user: signedIn, ...options });
  await view.user.click(await screen.findByRole('button', { name: new RegExp(`^${signedIn.firstName} `) }));
  await view.user.click(await screen.findByRole('menuitem', { name: menuItem }));
  const panel = await screen.findByRole('dialog', { name: 'Settings' });
  return { ...view, panel };
}

function tab(panel: HTMLElement, name: string) {
  return within(panel).getByRole('tab', { name });
}

describe('settings panel', () => {
  it('opens on the Personal tab from User Settings, with the Admin tab disabled for a member', async () => {
    const { panel } = await openSettings('member', userMenuLabels.userSettings);

    expect(within(panel).getAllByRole('tab')).toHaveLength(4);
    expect(tab(panel, settingsTabLabels.personal)).toHaveAttribute('aria-selected', 'true');
    expect(tab(panel, settingsTabLabels.admin)).toBeDisabled();
    expect(within(panel).getByLabelText('Email')).toHaveAttribute('readonly');
  });

  it('opens on the Admin tab from Admin Settings for an admin', async () => {
    const { panel, user } = await openSettings('admin', userMenuLabels.adminSettings);

    expect(tab(panel, settingsTabLabels.admin)).toHaveAttribute('aria-selected', 'true');
    for (const { label, value } of adminUsageStatistics) {
      expect(within(panel).getByText(label).nextSibling).toHaveTextContent(value);
    }
    await user.click(within(panel).getByRole('button', { name: adminControls[1] }));
    expect(await screen.findByText(toasts.comingSoon(adminControls[1]).title)).toBeVisible();
  });

  it("shows an admin the team's audit trail, filters it and loads the next page below the last row", async () => {
    const event = (id: number, action: AuditEvent['action'], objectName: string): AuditEvent => ({
      id,
      at: '2026-06-01T09:00:00.000Z',
      actorId: 1,
      actorEmail: 'alex@example.com',
      action,
      objectType: 'investment',
      objectId: id,
      objectName,
      address: '203.0.113.9',
      details: {},
    });
    const { panel, api, user } = await openSettings('admin', userMenuLabels.adminSettings, {
      routes: (method, path) => {
        if (method !== 'GET' || (!path.startsWith('/api/audit-events?') && path !== '/api/audit-events'))
          return;
        const query = new URLSearchParams(path.split('?')[1] ?? '');
        if (query.get('before') === '1.2')
          return json(200, { events: [event(1, 'investment_created', 'Fund One')], nextCursor: null });
        if (query.get('action') === 'investment_deleted') return json(200, { events: [], nextCursor: null });
        return json(200, { events: [event(2, 'investment_stage_changed', 'Fund Two')], nextCursor: '1.2' });
      },
    });
    const trail = await within(panel).findByRole('list', { name: auditTrailTexts.title });
    expect(within(trail).getByText('Fund Two')).toBeVisible();
    expect(within(trail).getByText(auditActionLabels.investment_stage_changed)).toBeVisible();

    await user.click(within(panel).getByRole('button', { name: auditTrailTexts.loadMore }));
    expect(await within(trail).findByText('Fund One')).toBeVisible();
    expect(within(panel).queryByRole('button', { name: auditTrailTexts.loadMore })).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('combobox', { name: auditTrailTexts.action }));
    await user.click(await screen.findByRole('option', { name: auditActionLabels.investment_deleted }));
    expect(await within(panel).findByText(auditTrailTexts.empty)).toBeVisible();
    expect(api.callsTo('GET', '/api/audit-events?action=investment_deleted')).toHaveLength(1);
    expect(within(panel).getByRole('link', { name: auditTrailTexts.exportCsv })).toHaveAttribute(
      'href',
      '/api/audit-events.csv?action=investment_deleted',
    );
  });

  it('opens on the Team tab from Team Members and only then loads the members', async () => {
    const { panel: personal, api, user } = await openSettings('admin', userMenuLabels.userSettings);
    expect(api.callsTo('GET', '/api/team/members')).toHaveLength(0);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(personal).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Alex Team Admin' }));
    await user.click(await screen.findByRole('menuitem', { name: userMenuLabels.teamMembers }));
    const panel = await screen.findByRole('dialog', { name: 'Settings' });

    expect(tab(panel, settingsTabLabels.team)).toHaveAttribute('aria-selected', 'true');
    const members = await within(panel).findByRole('list', { name: 'Team members' });
    expect(within(members).getAllByRole('listitem')).toHaveLength(3);
    expect(within(members).getByText('E-mail kept private')).toBeVisible();
    expect(api.callsTo('GET', '/api/team/members')).toHaveLength(1);
    // An admin manages the others, not themself.
    expect(within(members).getByRole('button', { name: 'Manage Jordan Tester' })).toBeVisible();
    expect(within(members).queryByRole('button', { name: 'Manage Alex Tester' })).not.toBeInTheDocument();
  });

  it('lets an admin edit the team and invite members', async () => {
    const { panel, api, user } = await openSettings('admin', userMenuLabels.teamMembers);

    await user.click(await within(panel).findByRole('button', { name: settingsPanelLabels.inviteMember }));
    expect(await screen.findByText(toasts.inviteMember.description)).toBeVisible();

    const name = within(panel).getByLabelText('Team name');
    await user.clear(name);
    await user.type(name, 'Renamed Capital');
    await user.click(within(panel).getByRole('button', { name: 'Save Team' }));

    expect(await screen.findByText(toasts.teamSaved.description)).toBeVisible();
    expect(api.callsTo('PATCH', '/api/team')[0].body).toEqual({
      name: 'Renamed Capital',
      description: 'Fund-of-funds team',
    });
    expect(await within(panel).findByRole('heading', { name: 'Renamed Capital' })).toBeVisible();
  });

  it('shows a viewer the team read-only', async () => {
    const { panel } = await openSettings('viewer', userMenuLabels.teamMembers);

    expect(await within(panel).findByRole('heading', { name: 'Test Capital' })).toBeVisible();
    expect(
      within(panel).queryByRole('button', { name: settingsPanelLabels.inviteMember }),
    ).not.toBeInTheDocument();
    expect(
      within(panel).queryByRole('heading', { name: settingsPanelLabels.teamSettings }),
    ).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /^Manage / })).not.toBeInTheDocument();
  });

  it('saves the profile and tells the user', async () => {
    const { panel, api, user } = await openSettings('member', userMenuLabels.userSettings);

    const firstName = within(panel).getByLabelText('First name');
    await user.clear(firstName);
    await user.type(firstName, 'Jo');
    await user.click(within(panel).getByRole('button', { name: settingsPanelLabels.saveProfile }));

    expect(await screen.findByText(toasts.profileSaved.title)).toBeVisible();
    expect(api.callsTo('PATCH', '/api/user/profile')[0].body).toEqual({
      firstName: 'Jo',
      lastName: 'Tester',
    });
    // The current user is refreshed, so the sidebar (hidden behind the modal panel) shows the new name.
    expect(await screen.findByRole('button', { name: 'Jo Member', hidden: true })).toBeInTheDocument();
  });

  it('says so when saving the profile fails', async () => {
    const { panel, user } = await openSettings('member', userMenuLabels.userSettings, {
      failing: ['PATCH /api/user/profile'],
    });

    await user.click(within(panel).getByRole('button', { name: settingsPanelLabels.saveProfile }));

    expect(await screen.findByText(toasts.profileFailed.description)).toBeVisible();
  });

  it('applies a toggled setting at once, then saves the full settings', async () => {
    const { panel, api, user } = await openSettings('member', userMenuLabels.userSettings);

    const showTips = within(panel).getByRole('switch', { name: 'Show tips' });
    expect(showTips).toBeChecked();
    await user.click(showTips);

    expect(showTips).not.toBeChecked();
    expect(await screen.findByText(toasts.settingsSaved.title)).toBeVisible();
    const [call] = api.callsTo('PATCH', '/api/user/settings');
    expect(call.body).toEqual({
      settings: {
        notifications: { email: true, documentProcessed: true, investmentUpdates: true, teamActivity: true },
        display: { theme: 'light', compactView: false, showTips: false },
        privacy: { showEmail: false, showProfile: true },
      },
    });
  });

  it('undoes a setting that fails to save, showing no message', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { panel, user } = await openSettings('member', userMenuLabels.userSettings, {
      failing: ['PATCH /api/user/settings'],
    });

    const emailNotifications = within(panel).getByRole('switch', { name: 'Email notifications' });
    await user.click(emailNotifications);

    await waitFor(() => expect(emailNotifications).toBeChecked());
    expect(consoleError).toHaveBeenCalledWith(settingsFailedLog, expect.any(Error));
    expect(screen.queryByText(toasts.settingsSaved.title)).not.toBeInTheDocument();
  });

  it('shows privacy toggles, the last login and the Danger Zone on the Security tab', async () => {
    const { panel, user } = await openSettings('member', userMenuLabels.userSettings);

    await user.click(tab(panel, settingsTabLabels.security));

    expect(within(panel).getByRole('switch', { name: 'Show e-mail' })).not.toBeChecked();
    expect(within(panel).getByRole('switch', { name: 'Show profile' })).toBeChecked();
    expect(within(panel).getByText('Last login').nextSibling).toHaveTextContent(texts.lastLoginNever);
    expect(within(panel).getByRole('heading', { name: settingsPanelLabels.dangerZone })).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: settingsPanelLabels.viewActiveSessions }));
    expect(await screen.findByText(toasts.activeSessions.title)).toBeVisible();
  });

  it('closes with the close button', async () => {
    const { panel, user } = await openSettings('member', userMenuLabels.userSettings);

    await user.click(within(panel).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Settings' })).not.toBeInTheDocument());
  });
});
