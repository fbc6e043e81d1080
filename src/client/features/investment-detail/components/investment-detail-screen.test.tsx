import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { investmentTexts, investmentToasts } from '@client/texts/investment-messages';
import { catchDownloads } from '@client/testing/catch-downloads';
import { detailTexts } from '../detail-texts';
import { testAnalysis, testInvestment } from '../testing/detail-test-data';
import { renderInvestmentScreen } from '../testing/render-investment-screen';

async function openActions(user: ReturnType<typeof renderInvestmentScreen>['user']) {
  await user.click(await screen.findByRole('button', { name: detailTexts.actionsMenu }));
  return screen.findByRole('menu');
}

describe('investment detail', () => {
  it.each(['/pipeline/7', '/investments/7'])('shows the investment at %s', async (path) => {
    renderInvestmentScreen({ path });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Northbridge Growth Partners IV' }),
    ).toBeVisible();
    expect(screen.getByText('Growth Equity · Vintage 2025')).toBeVisible();
    expect(document.title).toContain('Northbridge Growth Partners IV');
  });

  it('shows the overview, its lists and the key metrics with the high-IRR marker', async () => {
    renderInvestmentScreen();
    const overview = await screen.findByRole('region', { name: 'Overview' });

    expect(within(overview).getByText('Fund')).toBeVisible();
    expect(within(overview).getByText('Northbridge Capital')).toBeVisible();
    expect(within(overview).getByText('5 years')).toBeVisible();
    expect(within(overview).getByText('Growth investments in vertical software.')).toBeVisible();
    expect(within(overview).getByText('Rising entry multiples')).toBeVisible();
    expect(within(overview).getByText('Top-quartile DPI')).toBeVisible();

    const metrics = screen.getByRole('region', { name: 'Key Metrics' });
    expect(within(metrics).getByText('24.5%')).toBeVisible();
    expect(within(metrics).getByRole('img', { name: 'Above 20%' })).toBeVisible();
    expect(within(metrics).getByText('2.3x')).toBeVisible();
    expect(within(metrics).getByText('Mar 14, 2025')).toBeVisible();
  });

  it('marks an IRR of 20% or less down, a missing one with a dash, and no activity as such', async () => {
    renderInvestmentScreen({ investments: [testInvestment({ irr: '20%', lastActivity: null })] });
    const metrics = await screen.findByRole('region', { name: 'Key Metrics' });

    expect(within(metrics).getByRole('img', { name: '20% or below' })).toBeVisible();
    expect(within(metrics).getByText(investmentTexts.noRecentActivity)).toBeVisible();
  });

  it('shows a dash for an IRR of N/A', async () => {
    renderInvestmentScreen({ investments: [testInvestment({ irr: 'N/A' })] });
    const metrics = await screen.findByRole('region', { name: 'Key Metrics' });

    expect(within(metrics).getByLabelText('No IRR')).toHaveTextContent('—');
    expect(within(metrics).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the analysis: score with its verdict, coloured levels, sourced figures and the rubric', async () => {
    const { user } = renderInvestmentScreen();
    await user.click(await screen.findByRole('tab', { name: 'AI Analysis' }));
    const panel = screen.getByRole('tabpanel', { name: 'AI Analysis' });

    expect(await within(panel).findByText('Good investment opportunity')).toBeVisible();
    expect(within(panel).getByText('7.3')).toBeVisible();
    expect(within(panel).getByText('PROCEED')).toHaveAttribute('data-tone', 'good');
    expect(within(panel).getByText('Medium risk')).toHaveAttribute('data-tone', 'warning');
    expect(within(panel).getByText('85% confidence')).toHaveAttribute('data-tone', 'good');
    expect(within(panel).getAllByRole('link', { name: 'Fund III report.pdf, p. 4' })[0]).toHaveAttribute(
      'href',
      '/documents/12',
    );
    expect(within(panel).getByText('Pipeline record: Target size $1.35B')).toBeVisible();
    const rubric = within(panel).getByRole('table');
    expect(within(rubric).getByRole('rowheader', { name: /Team and key-person exposure/ })).toHaveTextContent(
      'weight 15%',
    );
    expect(within(rubric).getByText('Note: “Reference calls were positive.”')).toBeVisible();
    expect(within(panel).getByText('Not stated')).toBeVisible();
  });

  it('answers a question about the investment with its sources; a blank question is not sent', async () => {
    const { user, api } = renderInvestmentScreen();
    await user.click(await screen.findByRole('tab', { name: 'AI Analysis' }));
    const question = screen.getByLabelText(detailTexts.questionLabel);
    const askButton = screen.getByRole('button', { name: detailTexts.ask });

    await user.type(question, '   {Enter}');
    expect(askButton).toBeDisabled();
    expect(api.callsTo('POST', '/api/ai/investment-chat')).toHaveLength(0);

    await user.clear(question);
    await user.type(question, 'What is the carry?{Enter}');
    const answer = await screen.findByRole('article', { name: detailTexts.answerHeading });
    // The answer's markdown is rendered, not shown as typed.
    expect(await within(answer).findByText('Carried interest', { selector: 'strong' })).toBeVisible();
    expect(answer).toHaveTextContent('Carried interest is 20% [1] (asked: What is the carry?)');
    expect(within(answer).getByRole('link', { name: /Fund IV LPA\.pdf/ })).toHaveAttribute(
      'href',
      '/documents/12?page=41',
    );
    expect(api.callsTo('POST', '/api/ai/investment-chat')[0].body).toEqual({
      investmentId: 7,
      message: 'What is the carry?',
      conversationHistory: [],
    });
  });

  it('says when the question could not be answered', async () => {
    const { user } = renderInvestmentScreen({ failing: ['POST /api/ai/investment-chat'] });
    await user.click(await screen.findByRole('tab', { name: 'AI Analysis' }));
    await user.type(screen.getByLabelText(detailTexts.questionLabel), 'What is the carry?');
    await user.click(screen.getByRole('button', { name: detailTexts.ask }));

    expect(await screen.findByText(investmentToasts.questionFailed.description)).toBeVisible();
  });

  it('Refresh Analysis asks for a new analysis rather than the kept one', async () => {
    const { user, api } = renderInvestmentScreen();
    await user.click(await screen.findByRole('tab', { name: 'AI Analysis' }));
    await screen.findByText('Good investment opportunity');
    await user.click(screen.getByRole('button', { name: 'Refresh Analysis' }));

    await waitFor(() =>
      expect(api.callsTo('GET', '/api/investments/7/analysis?refresh=true')).toHaveLength(1),
    );
    expect(api.callsTo('GET', '/api/investments/7/analysis')).toHaveLength(1);
  });

  it('says when a refresh failed, and keeps showing the analysis', async () => {
    const { user } = renderInvestmentScreen({
      failing: ['GET /api/investments/7/analysis?refresh=true'],
    });
    await user.click(await screen.findByRole('tab', { name: 'AI Analysis' }));
    await screen.findByText('Good investment opportunity');
    await user.click(screen.getByRole('button', { name: 'Refresh Analysis' }));

    expect(await screen.findByText(detailTexts.analysisRefreshFailed.description)).toBeVisible();
    expect(screen.getByText('Good investment opportunity')).toBeVisible();
  });

  it("shows Fallback Mode when the model failed, and marks a model's unverified figures", async () => {
    const { user } = renderInvestmentScreen({
      analysis: testAnalysis({
        fallback: true,
        fallbackReason: 'the AI model did not answer in time',
        unverifiedFigures: ['31.5%'],
      }),
    });
    await user.click(await screen.findByRole('tab', { name: 'AI Analysis' }));

    expect(await screen.findByText('Fallback Mode')).toBeVisible();
    expect(screen.getByText('Using local AI service: the AI model did not answer in time')).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent('31.5%');
  });

  it("shows a model's words as markdown and never its raw HTML", async () => {
    const { user } = renderInvestmentScreen({
      analysis: testAnalysis({
        executiveSummary: 'A **strong** team.<img src="https://x.test/a.png" alt="tracker">',
        reasoning: 'Net IRR of 47.3% (unverified).',
        unverifiedFigures: ['47.3%'],
      }),
    });
    await user.click(await screen.findByRole('tab', { name: 'AI Analysis' }));

    const strong = await screen.findByText('strong');
    expect(strong.tagName).toBe('STRONG');
    expect(screen.queryByRole('img', { name: 'tracker' })).toBeNull();
    expect(document.querySelector('img[src="https://x.test/a.png"]')).toBeNull();
    expect(screen.getByText('Net IRR of 47.3% (unverified).')).toBeVisible();
  });

  it('says when the analysis could not be loaded and tries again on request', async () => {
    const { user } = renderInvestmentScreen({ failing: ['GET /api/investments/7/analysis'] });
    await user.click(await screen.findByRole('tab', { name: 'AI Analysis' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(detailTexts.analysisFailed);
  });

  it('Add Note opens the Notes tab with the cursor in the composer', async () => {
    const { user } = renderInvestmentScreen();
    await user.click(await screen.findByRole('button', { name: detailTexts.addNote }));

    expect(screen.getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByLabelText(detailTexts.noteContent)).toHaveFocus());
  });

  it('Generate Memo saves the PDF as investment-memo-{id}.pdf with the success toast', async () => {
    const downloads = catchDownloads();
    const { user, api } = renderInvestmentScreen();
    await user.click(await screen.findByRole('button', { name: detailTexts.generateMemo }));

    expect(await screen.findByText(investmentToasts.memoGenerated.title)).toBeVisible();
    expect(api.callsTo('POST', '/api/investments/7/memo/generate')).toHaveLength(1);
    expect(downloads.map((download) => download.name)).toEqual(['investment-memo-7.pdf']);
    expect(await downloads[0].text()).toMatch(/^%PDF-/);
  });

  it('Generate Memo says so when the memo fails', async () => {
    const { user } = renderInvestmentScreen({ failing: ['POST /api/investments/7/memo/generate'] });
    await user.click(await screen.findByRole('button', { name: detailTexts.generateMemo }));

    expect(await screen.findByText(investmentToasts.memoFailed.title)).toBeVisible();
  });

  it('Edit links to the edit page', async () => {
    const { user } = renderInvestmentScreen();
    const menu = await openActions(user);

    expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveAttribute('href', '/pipeline/edit/7');
  });

  it("Share Link copies the page's address", async () => {
    const { user } = renderInvestmentScreen({ path: '/investments/7' });
    await user.click(within(await openActions(user)).getByRole('menuitem', { name: 'Share Link' }));

    expect(await screen.findByText(investmentToasts.linkCopied.title)).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/investments/7`);
  });

  it('Archive sets the status archived', async () => {
    const { user, api } = renderInvestmentScreen();
    await user.click(within(await openActions(user)).getByRole('menuitem', { name: 'Archive' }));

    expect(await screen.findByText(investmentToasts.archived.title)).toBeVisible();
    expect(api.callsTo('PATCH', '/api/investments/7')[0].body).toEqual({ status: 'archived' });
    expect(await screen.findByRole('button', { name: detailTexts.stageTrigger('Archived') })).toBeVisible();
  });

  it('Archive says so when it fails', async () => {
    const { user } = renderInvestmentScreen({ failing: ['PATCH /api/investments/7'] });
    await user.click(within(await openActions(user)).getByRole('menuitem', { name: 'Archive' }));

    expect(await screen.findByText(investmentToasts.archiveFailed.title)).toBeVisible();
  });

  it('Delete asks first, then deletes and goes to the pipeline', async () => {
    const { user, api } = renderInvestmentScreen();
    await user.click(within(await openActions(user)).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(investmentTexts.deleteInvestmentConfirm)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(investmentToasts.detailDeleted.title)).toBeVisible();
    expect(api.callsTo('DELETE', '/api/investments/7')).toHaveLength(1);
    await waitFor(() => expect(window.location.pathname).toBe('/pipeline'));
  });

  it('Delete stays on the page and says so when it fails', async () => {
    const { user } = renderInvestmentScreen({ failing: ['DELETE /api/investments/7'] });
    await user.click(within(await openActions(user)).getByRole('menuitem', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(investmentToasts.detailDeleteFailed.description)).toBeVisible();
    expect(window.location.pathname).toBe('/pipeline/7');
  });

  it('gives a viewer no stage change, edit, archive, delete, note or memo controls', async () => {
    const { user } = renderInvestmentScreen({ role: 'viewer' });
    await screen.findByRole('heading', { level: 1, name: 'Northbridge Growth Partners IV' });

    expect(screen.queryByRole('button', { name: /change stage/ })).not.toBeInTheDocument();
    expect(screen.getByText('Due Diligence')).toBeVisible();
    expect(screen.queryByRole('button', { name: detailTexts.addNote })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: detailTexts.generateMemo })).not.toBeInTheDocument();
    const menu = await openActions(user);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Share Link']);
  });
});

describe('investment not found', () => {
  it('says Investment Not Found for a missing investment and links back to the pipeline', async () => {
    renderInvestmentScreen({ path: '/pipeline/99' });

    expect(
      await screen.findByRole('heading', { level: 1, name: investmentTexts.notFoundTitle }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: detailTexts.backToPipeline })).toHaveAttribute(
      'href',
      '/pipeline',
    );
    expect(document.title).toContain(investmentTexts.notFoundTitle);
  });

  it.each(['/investments/abc', '/investments/0', '/pipeline/99999999999'])(
    'says Investment Not Found for %s without asking the server',
    async (path) => {
      const { api } = renderInvestmentScreen({ path });

      expect(await screen.findByRole('heading', { name: investmentTexts.notFoundTitle })).toBeVisible();
      expect(api.calls.filter((call) => call.path.startsWith('/api/investments'))).toHaveLength(0);
    },
  );

  it('offers to try again when loading fails for another reason', async () => {
    const { user, api } = renderInvestmentScreen({ failing: ['GET /api/investments/7'] });

    expect(await screen.findByRole('alert')).toHaveTextContent(detailTexts.loadFailed);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(api.callsTo('GET', '/api/investments/7')).toHaveLength(2);
  });

  it('shows a loading state until the investment arrives', async () => {
    renderInvestmentScreen();

    expect(await screen.findByText('Loading investment…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Northbridge');
  });
});
