import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminControls } from '@client/lib/constants';
import { toasts } from '@client/texts/messages';
import type { Role } from '@shared/roles';
import { auditActionLabels, auditCsvFileName } from '@shared/audit';
import type { Team } from '@shared/team';
import { aiAccessTexts } from '@client/texts/ai-access-texts';
import { aiModelTexts } from '@client/texts/ai-model-texts';
import {
  auditTrailTexts,
  settingsPanelLabels,
  settingsTabLabels,
  userMenuLabels,
} from '@client/texts/settings-panel-texts';
import { demoTeamName, demoUsers } from '../../src/server/seed/demo-users';
import { OpenAiStandIn } from '../api/openai-stand-in';
import { AppShell } from './pages/app-shell';
import { demoUser } from './pages/demo-user';
import { SettingsPanel } from './pages/settings-panel';
import { desktop, newPage, useBrowser } from './support/browser';
import { signedInAs } from './support/signed-in';

describe('settings panel', () => {
  const browser = useBrowser();

  const asDemoUser = (
    role: Role,
    steps: (page: Page, shell: AppShell, panel: SettingsPanel) => Promise<void>,
  ) => signedInAs(browser(), role, (page) => steps(page, new AppShell(page), new SettingsPanel(page)));

  it('opens on Personal for a member, with the Admin tab disabled, and switches tabs', () =>
    asDemoUser('member', async (_page, shell, panel) => {
      await shell.chooseFromUserMenu(userMenuLabels.userSettings);

      expect(await panel.tab(settingsTabLabels.personal).getAttribute('aria-selected')).toBe('true');
      expect(await panel.tab(settingsTabLabels.admin).isDisabled()).toBe(true);
      expect(await panel.field('Email').getAttribute('readonly')).not.toBeNull();

      await panel.selectTab(settingsTabLabels.team);
      await panel.root.getByRole('heading', { name: demoTeamName }).waitFor();
      const members = panel.root.getByRole('list', { name: 'Team members' }).getByRole('listitem');
      await expect.poll(() => members.count()).toBe(demoUsers.length);
      expect(await panel.button(settingsPanelLabels.inviteMember).count()).toBe(0);

      await panel.selectTab(settingsTabLabels.security);
      await panel.root.getByRole('heading', { name: settingsPanelLabels.dangerZone }).waitFor();

      await panel.close();
    }));

  it('opens on the Admin tab from Admin Settings for an admin', () =>
    asDemoUser('admin', async (_page, shell, panel) => {
      await shell.chooseFromUserMenu(userMenuLabels.adminSettings);

      expect(await panel.tab(settingsTabLabels.admin).getAttribute('aria-selected')).toBe('true');
      await panel.root.getByRole('heading', { name: settingsPanelLabels.usageStatistics }).waitFor();
      await panel.root.getByRole('button', { name: adminControls[1] }).click();
      await shell.toast(toasts.comingSoon(adminControls[1]).title).waitFor();
    }));

  it("takes an admin from Audit Logs to the team's audit trail, filters it and exports it as CSV", () =>
    asDemoUser('admin', async (page, shell, panel) => {
      await shell.chooseFromUserMenu(userMenuLabels.adminSettings);
      await panel.root.getByRole('button', { name: adminControls[0] }).click();
      const trail = panel.root.getByRole('list', { name: auditTrailTexts.title });
      // Signing in to run this test is itself the newest row.
      await trail.getByRole('listitem').first().getByText(auditActionLabels.sign_in).waitFor();
      expect(await trail.getByRole('listitem').first().textContent()).toContain(demoUser('admin').email);

      await panel.root.getByRole('combobox', { name: auditTrailTexts.action }).click();
      await page.getByRole('option', { name: auditActionLabels.sign_in_failed }).click();
      await panel.root.getByText(auditTrailTexts.empty).waitFor();

      await panel.root.getByRole('combobox', { name: auditTrailTexts.action }).click();
      await page.getByRole('option', { name: auditActionLabels.sign_in }).click();
      await expect.poll(() => trail.getByRole('listitem').count()).toBeGreaterThan(0);
      const actions = await trail.getByRole('listitem').allTextContents();
      expect(actions.every((text) => text.startsWith(auditActionLabels.sign_in))).toBe(true);

      const download = page.waitForEvent('download');
      await panel.root.getByRole('link', { name: auditTrailTexts.exportCsv }).click();
      const saved = await download;
      expect(saved.suggestedFilename()).toBe(auditCsvFileName);
      const csv = await readFile(await saved.path(), 'utf8');
      const rows = csv.trimEnd().split('\r\n').slice(1);
      expect(rows.length).toBe(actions.length);
      expect(rows.every((row) => row.includes(`,${auditActionLabels.sign_in},`))).toBe(true);
    }));

  it('opens on the Team tab from Team Members, with admin actions for an admin', () =>
    asDemoUser('admin', async (_page, shell, panel) => {
      await shell.chooseFromUserMenu(userMenuLabels.teamMembers);

      expect(await panel.tab(settingsTabLabels.team).getAttribute('aria-selected')).toBe('true');
      await panel.button(settingsPanelLabels.inviteMember).click();
      await shell.toast(toasts.inviteMember.title).waitFor();
      await panel.root.getByRole('heading', { name: settingsPanelLabels.teamSettings }).waitFor();
    }));

  it('lets an admin keep a confidentiality level out of AI from the Team tab', () =>
    asDemoUser('admin', async (page, shell, panel) => {
      await shell.chooseFromUserMenu(userMenuLabels.teamMembers);
      const restricted = panel.root.getByRole('switch', { name: aiAccessTexts.levelLabel('restricted') });
      expect(await restricted.getAttribute('aria-checked')).toBe('false');
      const teamLevels = async () =>
        ((await (await page.request.get('/api/team')).json()) as Team).aiExcludedLevels;
      try {
        await restricted.click();
        await expect.poll(teamLevels).toEqual(['restricted']);
        expect(await restricted.getAttribute('aria-checked')).toBe('true');
      } finally {
        // The demo team lets the AI read every level for the other tests.
        await page.request.patch('/api/team/ai-access', { data: { aiExcludedLevels: [] } });
      }
    }));

  // A team of its own: the demo team keeps answering locally, and no documents are read again.
  it("lets an admin choose the team's AI model, test the connection and save it, the key shown only masked", async () => {
    const model = new OpenAiStandIn();
    await model.start();
    const { context, page } = await newPage(browser(), desktop);
    try {
      const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
      const registered = await context.request.post('/api/register', {
        data: {
          email: `ai-model-${unique}@example.com`,
          password: 'ai-model-e2e-password',
          firstName: 'Morgan',
          lastName: 'Model',
          teamName: `Model Team ${unique}`,
        },
      });
      expect(registered.status()).toBe(201);
      await page.goto('/');
      const shell = new AppShell(page);
      const panel = new SettingsPanel(page);
      await shell.chooseFromUserMenu(userMenuLabels.adminSettings);
      const section = panel.root.getByRole('region', { name: aiModelTexts.title });
      await section.getByText(aiModelTexts.notConfigured).waitFor();
      await panel.field(aiModelTexts.baseUrl).fill(model.baseUrl);
      await panel.field(aiModelTexts.model).fill('browser-model');
      await panel.field(aiModelTexts.apiKey).fill('sk-browser-test-5678');

      model.script.push({ reply: 'OK' }, { object: { ok: true } });
      await panel.button(aiModelTexts.test).click();
      const results = section.getByRole('list', { name: aiModelTexts.testResults });
      await results.getByText(`${aiModelTexts.chat} ${aiModelTexts.worked}:`).waitFor();
      await results.getByText(`${aiModelTexts.structuredOutput} ${aiModelTexts.worked}:`).waitFor();
      expect(model.requests.at(-1)?.authorization).toBe('Bearer sk-browser-test-5678');

      await panel.button(aiModelTexts.save).click();
      await shell.toast(aiModelTexts.saved.title).waitFor();
      await section.getByText(aiModelTexts.configured('browser-model')).waitFor();
      await section.getByText(aiModelTexts.apiKeySaved('••••5678')).waitFor();
      expect(await panel.field(aiModelTexts.apiKey).inputValue()).toBe('');
      expect(await page.content()).not.toContain('sk-browser-test-5678');
    } finally {
      await context.close();
      await model.stop();
    }
  });

  it('shows no AI access settings to a member', () =>
    asDemoUser('member', async (_page, shell, panel) => {
      await shell.chooseFromUserMenu(userMenuLabels.teamMembers);
      await panel.root.getByRole('heading', { name: demoTeamName }).waitFor();
      expect(await panel.root.getByRole('heading', { name: aiAccessTexts.teamTitle }).count()).toBe(0);
    }));

  it('saves the profile and shows Profile updated', () =>
    asDemoUser('member', async (_page, shell, panel) => {
      const member = demoUser('member');
      await shell.chooseFromUserMenu(userMenuLabels.userSettings);

      try {
        await panel.saveProfile('Jordy', member.lastName, settingsPanelLabels.saveProfile);
        await shell.toast(toasts.profileSaved.title).waitFor();
        await expect.poll(() => shell.userButton().textContent()).toContain('Jordy');
      } finally {
        // Put the demo name back for the other tests.
        await panel.saveProfile(member.firstName, member.lastName, settingsPanelLabels.saveProfile);
        await expect.poll(() => shell.userButton().textContent()).toContain(member.firstName);
      }
    }));

  it('applies a toggled setting at once and shows Settings updated', () =>
    asDemoUser('member', async (_page, shell, panel) => {
      await shell.chooseFromUserMenu(userMenuLabels.userSettings);
      const showTips = panel.switch('Show tips');
      const before = await showTips.getAttribute('aria-checked');

      try {
        await showTips.click();
        await expect.poll(() => showTips.getAttribute('aria-checked')).not.toBe(before);
        await shell.toast(toasts.settingsSaved.title).waitFor();
      } finally {
        await panel.savingSettings(() => showTips.click());
        expect(await showTips.getAttribute('aria-checked')).toBe(before);
      }
    }));

  it('switches <html> to dark when the theme is set to Dark', () =>
    asDemoUser('member', async (page, shell, panel) => {
      const htmlIsDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
      await shell.chooseFromUserMenu(userMenuLabels.userSettings);
      expect(await htmlIsDark()).toBe(false);

      try {
        await panel.chooseTheme('Dark');
        await expect.poll(htmlIsDark).toBe(true);
        await shell.toast(toasts.settingsSaved.title).waitFor();

        // Survives a reload: the choice was saved on the server.
        await page.reload();
        await expect.poll(htmlIsDark).toBe(true);
      } finally {
        if (!(await panel.root.isVisible())) await shell.chooseFromUserMenu(userMenuLabels.userSettings);
        await panel.savingSettings(() => panel.chooseTheme('Light'));
        expect(await htmlIsDark()).toBe(false);
      }
    }));
});
