import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listItemTooLong, maxListItemLength, maxListItems, tooManyListItems } from '@shared/investment';
import { investmentTexts, investmentToasts } from '@client/texts/investment-messages';
import { investmentFieldLabels as labels, pipelineActionLabels, pipelineTexts } from '../pipeline-texts';
import { renderPipeline } from '../testing/render-pipeline';

async function openAddDialog(options: Parameters<typeof renderPipeline>[0] = {}) {
  const view = renderPipeline(options);
  await view.user.click(await screen.findByRole('button', { name: pipelineActionLabels.add }));
  const dialog = await screen.findByRole('dialog', { name: investmentTexts.addDialogTitle });
  return { ...view, dialog: within(dialog) };
}

describe('Add New Investment dialog', () => {
  it('starts as a fund in due diligence of the current vintage', async () => {
    const { dialog } = await openAddDialog();

    expect(dialog.getByLabelText(labels.vintage)).toHaveValue(String(new Date().getFullYear()));
    expect(dialog.getByLabelText(labels.vintage)).toHaveAttribute('inputmode', 'numeric');
    expect(dialog.getByRole('combobox', { name: labels.type })).toHaveTextContent('Fund');
    expect(dialog.getByRole('combobox', { name: labels.status })).toHaveTextContent('Due Diligence');
    expect(dialog.getByLabelText(labels.targetSize)).toHaveAttribute('placeholder', '$500M');
  });

  it('offers only the four Add statuses', async () => {
    const { user, dialog } = await openAddDialog();

    await user.click(dialog.getByRole('combobox', { name: labels.status }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Due Diligence', 'Approved', 'On Hold', 'Rejected']);
  });

  it("shows every required field's message next to it and sends nothing", async () => {
    const { user, dialog, api } = await openAddDialog();

    await user.clear(dialog.getByLabelText(labels.vintage));
    await user.click(dialog.getByRole('button', { name: pipelineTexts.submitAdd }));

    const messages = {
      [labels.name]: 'Investment name is required',
      [labels.strategy]: 'Strategy is required',
      [labels.targetSize]: 'Target size is required',
      [labels.geography]: 'Geography is required',
      [labels.vintage]: /expected number to be >=1990/,
    };
    for (const [label, message] of Object.entries(messages)) {
      const field = dialog.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(message);
    }
    expect(api.callsTo('POST', '/api/investments')).toHaveLength(0);
  });

  it('rejects a vintage after 2030', async () => {
    const { user, dialog } = await openAddDialog();

    await user.clear(dialog.getByLabelText(labels.vintage));
    await user.type(dialog.getByLabelText(labels.vintage), '2031');
    await user.click(dialog.getByRole('button', { name: pipelineTexts.submitAdd }));

    expect(dialog.getByLabelText(labels.vintage)).toHaveAccessibleDescription(/expected number to be <=2030/);
  });

  it('says at the list field when it holds more items, or longer ones, than the API takes', async () => {
    const { user, dialog, api } = await openAddDialog();
    const risks = Array.from({ length: maxListItems + 1 }, (_, index) => `Risk ${index + 1}`);

    await user.type(dialog.getByLabelText(labels.name), 'Kestrel Ventures I');
    await user.type(dialog.getByLabelText(labels.strategy), 'Venture Capital');
    await user.type(dialog.getByLabelText(labels.targetSize), '$250M');
    await user.type(dialog.getByLabelText(labels.geography), 'Europe');
    await user.click(dialog.getByLabelText(labels.keyRisks));
    await user.paste(risks.join(', '));
    await user.click(dialog.getByLabelText(labels.competitiveAdvantages));
    await user.paste(`Sourcing, ${'x'.repeat(maxListItemLength + 1)}`);
    await user.click(dialog.getByRole('button', { name: pipelineTexts.submitAdd }));

    const keyRisks = dialog.getByLabelText(labels.keyRisks);
    expect(keyRisks).toHaveAttribute('aria-invalid', 'true');
    expect(keyRisks).toHaveAccessibleDescription(`${tooManyListItems} ${pipelineTexts.commaListHint}`);
    expect(dialog.getByLabelText(labels.competitiveAdvantages)).toHaveAccessibleDescription(
      `${listItemTooLong} ${pipelineTexts.commaListHint}`,
    );
    expect(dialog.getByLabelText(labels.keyOpportunities)).not.toHaveAttribute('aria-invalid');
    expect(api.callsTo('POST', '/api/investments')).toHaveLength(0);

    await user.clear(keyRisks);
    await user.paste(risks.slice(0, maxListItems).join(', '));
    await user.clear(dialog.getByLabelText(labels.competitiveAdvantages));
    await user.paste('Sourcing');
    await user.click(dialog.getByRole('button', { name: pipelineTexts.submitAdd }));

    expect(await screen.findByText(investmentToasts.created.description)).toBeVisible();
    expect(api.callsTo('POST', '/api/investments')[0].body).toMatchObject({
      keyRisks: risks.slice(0, maxListItems),
      competitiveAdvantages: ['Sourcing'],
    });
  });

  it('sends the list fields split on commas and the vintage as a number, then closes with a toast', async () => {
    const { user, dialog, api } = await openAddDialog();

    await user.type(dialog.getByLabelText(labels.name), 'Kestrel Ventures I');
    await user.click(dialog.getByRole('combobox', { name: labels.type }));
    await user.click(await screen.findByRole('option', { name: 'Co-Investment' }));
    await user.type(dialog.getByLabelText(labels.strategy), 'Venture Capital');
    await user.type(dialog.getByLabelText(labels.targetSize), '$250M');
    await user.clear(dialog.getByLabelText(labels.vintage));
    await user.type(dialog.getByLabelText(labels.vintage), '2024');
    await user.type(dialog.getByLabelText(labels.geography), 'Europe');
    await user.type(dialog.getByLabelText(labels.keyRisks), ' Key person , , Valuations ,');
    await user.type(dialog.getByLabelText(labels.keyOpportunities), 'AI tooling');
    expect(dialog.getByLabelText(labels.keyRisks)).toHaveAccessibleDescription(pipelineTexts.commaListHint);
    await user.click(dialog.getByRole('button', { name: pipelineTexts.submitAdd }));

    expect(await screen.findByText(investmentToasts.created.description)).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [call] = api.callsTo('POST', '/api/investments');
    expect(call.body).toMatchObject({
      name: 'Kestrel Ventures I',
      type: 'co-investment',
      status: 'due_diligence',
      vintage: 2024,
      keyRisks: ['Key person', 'Valuations'],
      keyOpportunities: ['AI tooling'],
      competitiveAdvantages: [],
    });
    expect(await screen.findByRole('link', { name: 'Kestrel Ventures I' })).toBeVisible();
  });

  it('keeps the form and says so when the server fails', async () => {
    const { user, dialog } = await openAddDialog({ failing: ['POST /api/investments'] });

    await user.type(dialog.getByLabelText(labels.name), 'Kestrel Ventures I');
    await user.type(dialog.getByLabelText(labels.strategy), 'Venture Capital');
    await user.type(dialog.getByLabelText(labels.targetSize), '$250M');
    await user.type(dialog.getByLabelText(labels.geography), 'Europe');
    await user.click(dialog.getByRole('button', { name: pipelineTexts.submitAdd }));

    expect(await screen.findByText(investmentToasts.createFailed.description)).toBeVisible();
    expect(screen.getByRole('dialog', { name: investmentTexts.addDialogTitle })).toBeVisible();
    expect(dialog.getByLabelText(labels.name)).toHaveValue('Kestrel Ventures I');
  });

  it('starts afresh after being cancelled', async () => {
    const { user, dialog } = await openAddDialog();

    await user.type(dialog.getByLabelText(labels.name), 'Half-typed');
    await user.click(dialog.getByRole('button', { name: pipelineTexts.cancel }));
    await user.click(screen.getByRole('button', { name: pipelineActionLabels.add }));

    expect(await screen.findByLabelText(labels.name)).toHaveValue('');
  });
});
