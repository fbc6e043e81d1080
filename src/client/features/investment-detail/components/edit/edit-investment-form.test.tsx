import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { investmentTexts, investmentToasts } from '@client/texts/investment-messages';
import { investmentStatuses, investmentStatusLabels } from '@shared/investment-stages';
import { detailTexts } from '../../detail-texts';
import { testInvestment } from '../../testing/detail-test-data';
import { renderInvestmentScreen } from '../../testing/render-investment-screen';

type Options = Parameters<typeof renderInvestmentScreen>[0];

async function openEdit(options: Options = {}) {
  const view = renderInvestmentScreen({ path: '/pipeline/edit/7', ...options });
  await screen.findByRole('button', { name: detailTexts.saveChanges });
  const field = (label: string) => screen.getByLabelText(label, { exact: true });
  const save = () => view.user.click(screen.getByRole('button', { name: detailTexts.saveChanges }));
  return { ...view, field, save };
}

describe('edit investment', () => {
  it('opens in three sections filled with the investment, lists one item per line', async () => {
    const { field } = await openEdit();

    for (const section of ['Basic Information', 'Additional Details', 'Investment Analysis']) {
      expect(screen.getByRole('heading', { name: section })).toBeVisible();
    }
    expect(field('Investment Name')).toHaveValue('Northbridge Growth Partners IV');
    expect(field('Vintage')).toHaveValue('2025');
    expect(field('Carried Interest')).toHaveValue('20%');
    expect(field('Key Risks')).toHaveValue('Key-person dependency\nRising entry multiples');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Fund');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Due Diligence');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/pipeline/7');
  });

  it('offers every status', async () => {
    const { user } = await openEdit();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));

    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(
      investmentStatuses.map((status) => investmentStatusLabels[status]),
    );
  });

  it('shows SPEC 5 messages for the required fields and sends nothing', async () => {
    const { field, save, user, api } = await openEdit();
    for (const label of ['Investment Name', 'Strategy', 'Target Size', 'Geography']) {
      await user.clear(field(label));
    }
    await user.type(field('Geography'), '   ');
    await save();

    for (const message of [
      'Investment name is required',
      'Strategy is required',
      'Target size is required',
      'Geography is required',
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    expect(field('Investment Name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PATCH', '/api/investments/7')).toHaveLength(0);
  });

  it.each([
    ['1989', false],
    ['1990', true],
    ['2030', true],
    ['2031', false],
    ['', false],
  ])('accepts vintage %s: %s', async (vintage, accepted) => {
    const { field, save, user, api } = await openEdit();
    await user.clear(field('Vintage'));
    if (vintage) await user.type(field('Vintage'), vintage);
    await save();

    if (accepted) {
      await waitFor(() => expect(api.callsTo('PATCH', '/api/investments/7')).toHaveLength(1));
      expect(api.callsTo('PATCH', '/api/investments/7')[0].body).toMatchObject({ vintage: Number(vintage) });
    } else {
      await waitFor(() => expect(field('Vintage')).toHaveAttribute('aria-invalid', 'true'));
      expect(api.callsTo('PATCH', '/api/investments/7')).toHaveLength(0);
    }
  });

  it('saves the fields with each list split per line, blank lines dropped, then returns to the detail', async () => {
    const { field, save, user, api } = await openEdit();
    await user.clear(field('Investment Name'));
    await user.type(field('Investment Name'), 'Northbridge V');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Committee Review' }));
    await user.clear(field('Key Risks'));
    await user.type(field('Key Risks'), 'Fund size step-up{Enter}{Enter}  {Enter}  Team turnover  {Enter}');
    await user.clear(field('Key Opportunities'));
    await user.clear(field('Fund Manager'));
    await save();

    expect(await screen.findByText(investmentToasts.updated.title)).toBeVisible();
    const [{ body }] = api.callsTo('PATCH', '/api/investments/7');
    expect(body).toMatchObject({
      name: 'Northbridge V',
      status: 'committee_review',
      vintage: 2025,
      fundManager: null,
      keyRisks: ['Fund size step-up', 'Team turnover'],
      keyOpportunities: [],
      competitiveAdvantages: ['Top-quartile DPI'],
    });
    await waitFor(() => expect(window.location.pathname).toBe('/pipeline/7'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Northbridge V' })).toBeVisible();
  });

  it('stays on the form and says so when saving fails', async () => {
    const { save } = await openEdit({ failing: ['PATCH /api/investments/7'] });
    await save();

    expect(await screen.findByText(investmentToasts.updateFailed.description)).toBeVisible();
    expect(window.location.pathname).toBe('/pipeline/edit/7');
  });

  it('tells a viewer their role cannot edit and links back', async () => {
    renderInvestmentScreen({ path: '/pipeline/edit/7', role: 'viewer' });

    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(detailTexts.viewerCannotEdit);
    expect(within(note).getByRole('link', { name: 'Back to investment' })).toHaveAttribute(
      'href',
      '/pipeline/7',
    );
    expect(screen.queryByRole('button', { name: detailTexts.saveChanges })).not.toBeInTheDocument();
  });

  it('says Investment Not Found for a missing investment', async () => {
    renderInvestmentScreen({ path: '/pipeline/edit/8', investments: [testInvestment()] });

    expect(await screen.findByRole('heading', { name: investmentTexts.notFoundTitle })).toBeVisible();
  });
});
