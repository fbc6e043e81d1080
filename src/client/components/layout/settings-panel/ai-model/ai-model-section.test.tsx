import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ModelSettingsView } from '@shared/ai-model-settings';
import { aiModelTexts } from '@client/texts/ai-model-texts';
import { userMenuLabels } from '@client/texts/settings-panel-texts';
import { noTeamModel } from '@client/testing/fake-api';
import { json } from '@client/testing/json-response';
import { renderApp } from '@client/testing/render-app';
import { testUser } from '@client/testing/test-users';

type Routes = Parameters<typeof renderApp>[0]['routes'];

async function openAiModel(routes: Routes) {
  const admin = testUser('admin');
  const view = renderApp({ user: admin, routes });
  await view.user.click(await screen.findByRole('button', { name: new RegExp(`^${admin.firstName} `) }));
  await view.user.click(await screen.findByRole('menuitem', { name: userMenuLabels.adminSettings }));
  const panel = await screen.findByRole('dialog', { name: 'Settings' });
  const section = await within(panel).findByRole('region', { name: aiModelTexts.title });
  return { ...view, section };
}

const saved: ModelSettingsView = {
  baseUrl: { value: 'https://api.example.com/v1', source: 'team' },
  model: { value: 'gpt-4o-mini', source: 'team' },
  apiKey: { set: true, hint: '••••1234', source: 'team' },
  timeoutSeconds: { value: 20, source: 'default' },
  tokenBudget: { value: 50_000, source: 'team' },
  configured: true,
  canStoreApiKey: true,
};

describe('Settings, Admin, AI model', () => {
  it('saves the typed settings, the key only when one is typed, and starts again from what was saved', async () => {
    let current = noTeamModel;
    const { section, user, api } = await openAiModel((method, path) => {
      if (path !== '/api/team/ai-model') return;
      if (method === 'PUT') current = saved;
      return json(200, current);
    });
    expect(within(section).getByText(aiModelTexts.notConfigured)).toBeVisible();
    await user.type(within(section).getByLabelText(aiModelTexts.baseUrl), 'https://api.example.com/v1');
    await user.type(within(section).getByLabelText(aiModelTexts.model), 'gpt-4o-mini');
    await user.type(within(section).getByLabelText(aiModelTexts.apiKey), 'sk-secret-1234');
    await user.type(within(section).getByLabelText(aiModelTexts.tokenBudget), '50000');
    await user.click(within(section).getByRole('button', { name: aiModelTexts.save }));

    expect(await screen.findByText(aiModelTexts.saved.description)).toBeVisible();
    expect(api.callsTo('PUT', '/api/team/ai-model')[0].body).toEqual({
      baseUrl: 'https://api.example.com/v1',
      model: 'gpt-4o-mini',
      apiKey: 'sk-secret-1234',
      timeoutSeconds: null,
      tokenBudget: 50_000,
    });
    expect(await within(section).findByText(aiModelTexts.configured('gpt-4o-mini'))).toBeVisible();
    // The key is never shown again: the field is empty, the saved key named only by its last characters.
    expect(within(section).getByLabelText(aiModelTexts.apiKey)).toHaveValue('');
    expect(within(section).getByText(aiModelTexts.apiKeySaved('••••1234'))).toBeVisible();

    await user.click(within(section).getByRole('button', { name: aiModelTexts.removeKey }));
    expect(within(section).getByText(aiModelTexts.keyRemovedOnSave)).toBeVisible();
    await user.click(within(section).getByRole('button', { name: aiModelTexts.save }));
    expect(api.callsTo('PUT', '/api/team/ai-model')[1].body).toMatchObject({ apiKey: null });
  });

  it('shows bad input under its field, before sending and from the server', async () => {
    const { section, user, api } = await openAiModel((method, path) => {
      if (method === 'PUT' && path === '/api/team/ai-model')
        return json(400, {
          message: 'Set the base URL and the model together, or clear both',
          fieldErrors: { model: ['Needed with the other'] },
        });
    });
    await user.type(within(section).getByLabelText(aiModelTexts.baseUrl), 'not a url');
    await user.type(within(section).getByLabelText(aiModelTexts.timeoutSeconds), '900');
    await user.click(within(section).getByRole('button', { name: aiModelTexts.save }));
    expect(within(section).getByLabelText(aiModelTexts.baseUrl)).toHaveAccessibleDescription(
      /OpenAI-compatible endpoint/,
    );
    expect(within(section).getByLabelText(aiModelTexts.timeoutSeconds)).toHaveAccessibleDescription(
      'At most 600 seconds',
    );
    expect(api.callsTo('PUT', '/api/team/ai-model')).toHaveLength(0);

    const baseUrl = within(section).getByLabelText(aiModelTexts.baseUrl);
    await user.clear(baseUrl);
    await user.type(baseUrl, 'https://api.example.com/v1');
    await user.clear(within(section).getByLabelText(aiModelTexts.timeoutSeconds));
    await user.click(within(section).getByRole('button', { name: aiModelTexts.save }));
    expect(await within(section).findByText('Needed with the other')).toBeVisible();
    expect(await screen.findByText('Set the base URL and the model together, or clear both')).toBeVisible();
  });

  it('tests the connection with the form’s values and says what works', async () => {
    const { section, user, api } = await openAiModel((method, path) => {
      if (path === '/api/team/ai-model') return json(200, saved);
      if (method === 'POST' && path === '/api/team/ai-model/test')
        return json(200, {
          model: 'gpt-4o-mini',
          chat: { ok: true, message: 'gpt-4o-mini answered a chat message.' },
          structuredOutput: { ok: false, message: 'The service does not accept structured output.' },
        });
    });
    await user.click(await within(section).findByRole('button', { name: aiModelTexts.test }));
    const results = await within(section).findByRole('list', { name: aiModelTexts.testResults });
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Chat works: gpt-4o-mini answered a chat message.',
      'Structured output fails: The service does not accept structured output.',
    ]);
    expect(api.callsTo('POST', '/api/team/ai-model/test')[0].body).toEqual({
      baseUrl: 'https://api.example.com/v1',
      model: 'gpt-4o-mini',
      timeoutSeconds: null,
      tokenBudget: 50_000,
    });
  });

  it("shows the environment's values read-only, as set by it", async () => {
    const { section } = await openAiModel((_method, path) => {
      if (path !== '/api/team/ai-model') return;
      return json(200, {
        ...noTeamModel,
        baseUrl: { value: 'http://llm.internal/v1', source: 'environment' },
        model: { value: 'llama3.1:8b', source: 'environment' },
        apiKey: { set: true, hint: null, source: 'environment' },
        configured: true,
      } satisfies ModelSettingsView);
    });
    const baseUrl = within(section).getByLabelText(aiModelTexts.baseUrl);
    expect(baseUrl).toHaveAttribute('readonly');
    expect(baseUrl).toHaveValue('http://llm.internal/v1');
    expect(within(section).getByLabelText(aiModelTexts.model)).toHaveAttribute('readonly');
    expect(within(section).getAllByText(aiModelTexts.setByEnvironment)).toHaveLength(2);
    expect(within(section).getByText(aiModelTexts.environmentKey)).toBeVisible();
    expect(within(section).queryByLabelText(aiModelTexts.apiKey)).not.toBeInTheDocument();
    expect(within(section).getByLabelText(aiModelTexts.timeoutSeconds)).not.toHaveAttribute('readonly');
  });

  it('says when the settings cannot be loaded, and loads them again', async () => {
    let fail = true;
    const { section, user } = await openAiModel((_method, path) => {
      if (path !== '/api/team/ai-model') return;
      return fail ? json(500, { message: 'Internal Server Error' }) : json(200, saved);
    });
    expect(await within(section).findByText(aiModelTexts.loadFailed)).toBeVisible();
    fail = false;
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText(aiModelTexts.configured('gpt-4o-mini'))).toBeVisible();
  });
});
