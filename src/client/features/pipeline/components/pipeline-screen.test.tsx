import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { investmentTexts, investmentToasts } from '@client/texts/investment-messages';
import { texts } from '@client/texts/messages';
import {
  pipelineActionLabels,
  pipelineColumnLabels,
  pipelineExportFileName,
  pipelineTexts,
} from '../pipeline-texts';
import { screenHeadings } from '@client/texts/screen-headings';
import { catchDownloads } from '@client/testing/catch-downloads';
import { setMedia } from '@client/testing/fake-media';
import { testInvestment } from '@client/testing/fake-investments';
import { pipelineInvestments, renderPipeline } from '../testing/render-pipeline';

/** The investment names of the table's rows, top to bottom. */
function rowNames(): string[] {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0].textContent ?? '');
}

async function findTable() {
  return screen.findByRole('table');
}

describe('pipeline screen', () => {
  it('shows the heading, the loading text, then the non-archived investments and their count', async () => {
    const { api } = renderPipeline();
    // Hold the list back until the loading state has been seen.
    let answerList = () => {};
    const listAnswered = new Promise<void>((resolve) => (answerList = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/investments') await listAnswered;
      return api.fetch(input, init);
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: screenHeadings.pipeline.title }),
    ).toBeVisible();
    expect(screen.getByText(screenHeadings.pipeline.subtitle)).toBeVisible();
    expect(await screen.findByText(investmentTexts.loadingPipeline)).toBeVisible();
    answerList();

    await findTable();
    expect(rowNames()).toEqual([
      'Northbridge Growth IV',
      'Helios Infrastructure II',
      'Atlas Healthcare Co-Invest',
      'Sakura Ventures III',
    ]);
    expect(screen.getByText(pipelineTexts.resultsCount(4))).toBeVisible();
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '5');
  });

  it('searches name or strategy, case-insensitively, and counts the results', async () => {
    const { user } = renderPipeline();
    await findTable();
    const search = screen.getByPlaceholderText(investmentTexts.searchPlaceholder);

    await user.type(search, 'VENTURE');
    await waitFor(() => expect(rowNames()).toEqual(['Sakura Ventures III']));
    expect(screen.getByText(pipelineTexts.resultsCount(1))).toBeVisible();

    await user.clear(search);
    await user.type(search, 'infra');
    await waitFor(() => expect(rowNames()).toEqual(['Helios Infrastructure II']));

    await user.type(search, 'zz');
    expect(await screen.findByText(pipelineTexts.noResults)).toBeVisible();
    expect(screen.getByText(pipelineTexts.resultsCount(0))).toBeVisible();
  });

  it('filters by status and by type', async () => {
    const { user } = renderPipeline();
    await findTable();
    const choose = async (filter: string, option: string) => {
      await user.click(screen.getByRole('combobox', { name: filter }));
      await user.click(await screen.findByRole('option', { name: option }));
    };

    await choose(pipelineTexts.statusFilterLabel, 'On Hold');
    await waitFor(() => expect(rowNames()).toEqual(['Atlas Healthcare Co-Invest']));

    await choose(pipelineTexts.statusFilterLabel, 'All Statuses');
    await choose(pipelineTexts.typeFilterLabel, 'Funds');
    await waitFor(() =>
      expect(rowNames()).toEqual([
        'Northbridge Growth IV',
        'Helios Infrastructure II',
        'Sakura Ventures III',
      ]),
    );
    expect(screen.getByText(pipelineTexts.resultsCount(3))).toBeVisible();

    await choose(pipelineTexts.typeFilterLabel, 'Co-Investments');
    await waitFor(() => expect(rowNames()).toEqual(['Atlas Healthcare Co-Invest']));
  });

  it('sorts ascending on the first click of a heading and descending on the second', async () => {
    const { user } = renderPipeline();
    await findTable();
    const sizeHeader = screen.getByRole('columnheader', { name: pipelineColumnLabels.targetSize });

    await user.click(within(sizeHeader).getByRole('button'));
    expect(sizeHeader).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() =>
      expect(rowNames()).toEqual([
        'Atlas Healthcare Co-Invest',
        'Sakura Ventures III',
        'Northbridge Growth IV',
        'Helios Infrastructure II',
      ]),
    );

    await user.click(within(sizeHeader).getByRole('button'));
    expect(sizeHeader).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() =>
      expect(rowNames()).toEqual([
        'Helios Infrastructure II',
        'Northbridge Growth IV',
        'Sakura Ventures III',
        'Atlas Healthcare Co-Invest',
      ]),
    );

    const nameHeader = screen.getByRole('columnheader', { name: pipelineColumnLabels.name });
    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(sizeHeader).not.toHaveAttribute('aria-sort');
    await waitFor(() => expect(rowNames()[0]).toBe('Atlas Healthcare Co-Invest'));
  });

  it('shows the type, the last activity, and the IRR with a dash or a marker', async () => {
    renderPipeline();
    await findTable();
    const row = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

    const northbridge = within(row('Northbridge Growth IV'));
    expect(northbridge.getByText('Mar 4, 2025')).toBeVisible();
    expect(northbridge.getByText('Fund')).toBeVisible();
    expect(northbridge.getByText(`(${pipelineTexts.highIrr})`, { exact: false })).toBeInTheDocument();
    expect(northbridge.queryByRole('img')).not.toBeInTheDocument();

    const helios = within(row('Helios Infrastructure II'));
    expect(helios.getByText(investmentTexts.noActivity)).toBeVisible();
    expect(helios.queryByText(`(${pipelineTexts.highIrr})`, { exact: false })).not.toBeInTheDocument();
    expect(helios.queryByRole('img')).not.toBeInTheDocument();

    const atlas = within(row('Atlas Healthcare Co-Invest'));
    expect(atlas.getByText('Co-Inv')).toBeVisible();
    expect(atlas.getByText('On Hold')).toBeVisible();
    for (const noIrr of [atlas, within(row('Sakura Ventures III'))]) {
      expect(noIrr.getByText('—')).toBeVisible();
      expect(noIrr.queryByRole('img')).not.toBeInTheDocument();
    }
  });

  it('links each row to its investment and to the documents', async () => {
    renderPipeline();
    await findTable();

    expect(screen.getByRole('link', { name: 'Helios Infrastructure II' })).toHaveAttribute(
      'href',
      '/investments/2',
    );
    expect(
      screen.getByRole('link', { name: pipelineTexts.viewInvestment('Helios Infrastructure II') }),
    ).toHaveAttribute('href', '/investments/2');
    expect(
      screen.getByRole('link', { name: pipelineTexts.investmentDocuments('Helios Infrastructure II') }),
    ).toHaveAttribute('href', '/documents');
  });

  it('hides Add and the write actions from a viewer', async () => {
    const { user } = renderPipeline({ role: 'viewer' });
    await findTable();

    expect(screen.getByRole('button', { name: pipelineActionLabels.export })).toBeVisible();
    expect(screen.queryByRole('button', { name: pipelineActionLabels.add })).not.toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: pipelineTexts.investmentActions('Helios Infrastructure II') }),
    );
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual([
      pipelineActionLabels.scheduleMeeting,
      pipelineActionLabels.shareLink,
      pipelineActionLabels.exportData,
    ]);
  });

  it('offers a member every SPEC row action', async () => {
    const { user } = renderPipeline();
    await findTable();

    expect(screen.getByRole('button', { name: pipelineActionLabels.add })).toBeVisible();
    await user.click(
      screen.getByRole('button', { name: pipelineTexts.investmentActions('Helios Infrastructure II') }),
    );
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual([
      pipelineActionLabels.editInvestment,
      pipelineActionLabels.addNote,
      pipelineActionLabels.scheduleMeeting,
      pipelineActionLabels.shareLink,
      pipelineActionLabels.generateMemo,
      pipelineActionLabels.exportData,
      pipelineActionLabels.archive,
      pipelineActionLabels.delete,
    ]);
  });

  it.each([
    [pipelineActionLabels.editInvestment, investmentToasts.editPlaceholder.title],
    [pipelineActionLabels.addNote, investmentToasts.addNotePlaceholder.title],
    [pipelineActionLabels.scheduleMeeting, investmentToasts.schedulePlaceholder.title],
  ])('%s only shows its coming-soon toast', async (item, toast) => {
    const { user, api } = renderPipeline();
    await findTable();
    const callsBefore = api.calls.length;

    await user.click(
      screen.getByRole('button', { name: pipelineTexts.investmentActions('Helios Infrastructure II') }),
    );
    await user.click(await screen.findByRole('menuitem', { name: item }));

    expect(await screen.findByText(toast)).toBeVisible();
    expect(api.calls).toHaveLength(callsBefore);
  });

  it('copies the share link of an investment', async () => {
    const { user } = renderPipeline();
    await findTable();

    await user.click(
      screen.getByRole('button', { name: pipelineTexts.investmentActions('Helios Infrastructure II') }),
    );
    await user.click(await screen.findByRole('menuitem', { name: pipelineActionLabels.shareLink }));

    expect(await screen.findByText(investmentToasts.linkCopied.title)).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/investments/2`);
  });

  it('says when the share link cannot be copied', async () => {
    const { user } = renderPipeline();
    await findTable();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Write permission denied.', 'NotAllowedError'),
    );

    await user.click(
      screen.getByRole('button', { name: pipelineTexts.investmentActions('Helios Infrastructure II') }),
    );
    await user.click(await screen.findByRole('menuitem', { name: pipelineActionLabels.shareLink }));

    expect(await screen.findByText(investmentToasts.linkCopyFailed.title)).toBeVisible();
    expect(screen.queryByText(investmentToasts.linkCopied.title)).not.toBeInTheDocument();
  });

  it('Export Data records the export, then downloads the investment as {name}_data.json', async () => {
    const { user, api } = renderPipeline();
    await findTable();
    const downloads = catchDownloads();

    await user.click(
      screen.getByRole('button', { name: pipelineTexts.investmentActions('Helios Infrastructure II') }),
    );
    await user.click(await screen.findByRole('menuitem', { name: pipelineActionLabels.exportData }));

    expect(await screen.findByText(investmentToasts.dataExported.title)).toBeVisible();
    expect(downloads.map((download) => download.name)).toEqual(['Helios Infrastructure II_data.json']);
    expect(downloads[0].file.type).toBe('application/json');
    const helios = pipelineInvestments.find((investment) => investment.id === 2);
    expect(JSON.parse(await downloads[0].text())).toEqual(helios);
    expect(api.callsTo('POST', '/api/audit-events/exports').map((call) => call.body)).toEqual([
      { kind: 'investment_data', investmentId: 2 },
    ]);
  });

  it('Export Data saves nothing and says so when the export cannot be recorded', async () => {
    const { user } = renderPipeline({ failing: ['POST /api/audit-events/exports'] });
    await findTable();
    const downloads = catchDownloads();

    await user.click(
      screen.getByRole('button', { name: pipelineTexts.investmentActions('Helios Infrastructure II') }),
    );
    await user.click(await screen.findByRole('menuitem', { name: pipelineActionLabels.exportData }));

    expect(await screen.findByText(investmentToasts.dataExportFailed.title)).toBeVisible();
    expect(screen.queryByText(investmentToasts.dataExported.title)).not.toBeInTheDocument();
    expect(downloads).toEqual([]);
  });

  it('Export records the filters, order and row count it saves, then downloads the CSV', async () => {
    const { user, api } = renderPipeline();
    await findTable();
    const downloads = catchDownloads();
    await user.type(screen.getByRole('searchbox', { name: pipelineTexts.searchLabel }), 'Helios');
    await user.click(screen.getByRole('button', { name: pipelineActionLabels.export }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));

    await waitFor(() =>
      expect(downloads.map((download) => download.name)).toEqual([pipelineExportFileName('csv')]),
    );
    expect(api.callsTo('POST', '/api/audit-events/exports').map((call) => call.body)).toEqual([
      {
        kind: 'pipeline',
        format: 'csv',
        rowCount: 1,
        filters: { search: 'Helios', status: 'all', type: 'all', sort: null },
      },
    ]);
  });

  it('Generate Memo saves the PDF as investment-memo-{id}.pdf, or says it failed', async () => {
    const downloads = catchDownloads();
    const { user, api } = renderPipeline({ failing: ['POST /api/investments/1/memo/generate'] });
    await findTable();
    const generate = async (name: string) => {
      await user.click(screen.getByRole('button', { name: pipelineTexts.investmentActions(name) }));
      await user.click(await screen.findByRole('menuitem', { name: pipelineActionLabels.generateMemo }));
    };

    await generate('Helios Infrastructure II');
    expect(await screen.findByText(investmentToasts.memoGenerated.title)).toBeVisible();
    expect(api.callsTo('POST', '/api/investments/2/memo/generate')).toHaveLength(1);
    expect(downloads.map((download) => download.name)).toEqual(['investment-memo-2.pdf']);

    await generate(pipelineInvestments[0].name);
    expect(await screen.findByText(investmentToasts.memoFailed.title)).toBeVisible();
    expect(downloads).toHaveLength(1);
  });

  it('archives an investment, which leaves the pipeline', async () => {
    const { user, api } = renderPipeline();
    await findTable();

    await user.click(
      screen.getByRole('button', { name: pipelineTexts.investmentActions('Helios Infrastructure II') }),
    );
    await user.click(await screen.findByRole('menuitem', { name: pipelineActionLabels.archive }));

    expect(await screen.findByText(investmentToasts.archived.title)).toBeVisible();
    expect(api.callsTo('PATCH', '/api/investments/2')[0].body).toEqual({ status: 'archived' });
    await waitFor(() => expect(rowNames()).not.toContain('Helios Infrastructure II'));
    expect(screen.getByText(pipelineTexts.resultsCount(3))).toBeVisible();
  });

  it('says when archiving fails', async () => {
    const { user } = renderPipeline({ failing: ['PATCH /api/investments/2'] });
    await findTable();

    await user.click(
      screen.getByRole('button', { name: pipelineTexts.investmentActions('Helios Infrastructure II') }),
    );
    await user.click(await screen.findByRole('menuitem', { name: pipelineActionLabels.archive }));

    expect(await screen.findByText(investmentToasts.archiveFailed.title)).toBeVisible();
    expect(rowNames()).toContain('Helios Infrastructure II');
  });

  it('deletes an investment only after confirmation', async () => {
    const { user, api } = renderPipeline();
    await findTable();
    const openDelete = async () => {
      await user.click(
        screen.getByRole('button', { name: pipelineTexts.investmentActions('Helios Infrastructure II') }),
      );
      await user.click(await screen.findByRole('menuitem', { name: pipelineActionLabels.delete }));
      return screen.findByRole('alertdialog');
    };

    const dialog = await openDelete();
    expect(dialog).toHaveTextContent(investmentTexts.deleteInvestmentConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', '/api/investments/2')).toHaveLength(0);

    await user.click(within(await openDelete()).getByRole('button', { name: pipelineActionLabels.delete }));
    expect(await screen.findByText(investmentToasts.deleted.title)).toBeVisible();
    expect(api.callsTo('DELETE', '/api/investments/2')).toHaveLength(1);
    await waitFor(() => expect(rowNames()).not.toContain('Helios Infrastructure II'));
  });

  it('says when deleting fails', async () => {
    const { user } = renderPipeline({ failing: ['DELETE /api/investments/2'] });
    await findTable();

    await user.click(
      screen.getByRole('button', { name: pipelineTexts.investmentActions('Helios Infrastructure II') }),
    );
    await user.click(await screen.findByRole('menuitem', { name: pipelineActionLabels.delete }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: pipelineActionLabels.delete,
      }),
    );

    expect(await screen.findByText(investmentToasts.deleteFailed.title)).toBeVisible();
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    const { user, api } = renderPipeline({ failing: ['GET /api/investments'] });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(pipelineTexts.loadFailed);
    await user.click(within(alert).getByRole('button', { name: texts.retry }));
    await waitFor(() => expect(api.callsTo('GET', '/api/investments')).toHaveLength(2));
  });

  it('shows an IRR arrow only beside an IRR that changed, up or down from the one it replaced', async () => {
    renderPipeline({
      investments: [
        testInvestment({ id: 1, name: 'Risen Fund', irr: '22.5%', previousIrr: '18%' }),
        testInvestment({ id: 2, name: 'Fallen Fund', irr: '12%', previousIrr: '15.5%' }),
        testInvestment({ id: 3, name: 'Steady Fund', irr: '26%', previousIrr: null }),
      ],
    });
    await findTable();
    const row = (name: string) => within(screen.getByRole('link', { name }).closest('tr') as HTMLElement);
    expect(row('Risen Fund').getByRole('img', { name: pipelineTexts.irrTrend('up', '18%') })).toBeVisible();
    expect(
      row('Fallen Fund').getByRole('img', { name: pipelineTexts.irrTrend('down', '15.5%') }),
    ).toBeVisible();
    expect(row('Steady Fund').queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows cards instead of the table below 768 px, with the same facts', async () => {
    setMedia({ viewportWidth: 375 });
    renderPipeline();

    const card = await screen.findByRole('article', { name: 'Northbridge Growth IV' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).getByText('Fund')).toBeVisible();
    expect(within(card).getByText(`(${pipelineTexts.highIrr})`, { exact: false })).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Helios Infrastructure II' })).getByText(
        investmentTexts.noRecentActivity,
      ),
    ).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });
});
