import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DocumentFact } from '@shared/document-facts';
import { documentDialogTabs, summaryGeneratedToast } from '@client/texts/document-messages';
import { repositoryTexts } from '@client/texts/document-repository-texts';
import { catchDownloads } from '@client/testing/catch-downloads';
import { createFakeDocuments, testDocument } from '@client/testing/fake-documents';
import { createFakeInvestments } from '@client/testing/fake-investments';
import { renderApp } from '@client/testing/render-app';
import { testUser } from '@client/testing/test-users';
import { figureColumnLabels, figureTexts } from '../figure-texts';
import { createFakeFigures, testFigure } from '../testing/fake-figures';
import { documentInvestments } from '../testing/render-documents';
import { figuresPageSize } from './use-figure-table';

const deck = testDocument({ id: 1, name: 'Fund Deck.pdf', type: 'fund_deck' });
const blank = testDocument({ id: 2, name: 'Blank.pdf' });
const pending = testDocument({ id: 3, name: 'Pending.pdf', status: 'processing' });

const netIrr = testFigure({
  id: 11,
  concept: 'net_irr',
  label: 'Net IRR',
  value: '24.5%',
  number: 24.5,
  page: 2,
  scope: 'prior_fund',
  scopeName: 'Northbridge Fund III',
  period: 'June 30, 2025',
  highlight: true,
  reader: 'both',
});
const carry = testFigure({
  id: 12,
  concept: 'carried_interest',
  label: 'Carried interest',
  value: '20%',
  number: 20,
  page: 3,
  reader: 'model',
});
const assets = testFigure({
  id: 13,
  concept: 'total_assets',
  label: 'Total assets',
  value: '18,775',
  number: 18_775_000_000,
  scale: 'millions',
  sheet: 'Balance sheet',
  cell: 'C12',
});
const pages = ['Cover: Northbridge.', 'Fund III: a net IRR of 24.5%.', 'Carried interest is 20%.'];

/** /documents for a member against a fake API whose documents have these figure ledgers. */
function renderWithFigures(ledgers: Record<number, DocumentFact[]>, failing?: string[]) {
  const documents = createFakeDocuments({
    documents: [deck, blank, pending],
    contents: { 1: pages.join('\f') },
  });
  const investments = createFakeInvestments(documentInvestments);
  const figures = createFakeFigures(ledgers);
  return renderApp({
    path: '/documents',
    user: testUser('member'),
    failing,
    routes: (method, path, body) =>
      figures(method, path) ?? documents.handle(method, path) ?? investments.handle(method, path, body),
  });
}

type Rendered = ReturnType<typeof renderWithFigures>;

async function openFigures({ user }: Rendered, name: string) {
  await user.click(await screen.findByRole('button', { name: repositoryTexts.viewDocument(name) }));
  const dialog = await screen.findByRole('dialog', { name });
  await user.click(within(dialog).getByRole('tab', { name: figureTexts.tab }));
  return dialog;
}

const figureCalls = ({ api }: Rendered, id = 1) =>
  api.calls.filter((call) => call.path.startsWith(`/api/documents/${id}/figures?`)).map((call) => call.path);

/** The figure labels of the table's rows, top to bottom. */
const rowLabels = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('table', { name: figureTexts.tableLabel }))
    .getAllByRole('rowheader')
    .map((cell) => cell.querySelector('span span')?.textContent);

const columnHeader = (dialog: HTMLElement, label: string) =>
  within(dialog)
    .getAllByRole('columnheader')
    .find((header) => within(header).queryByRole('button', { name: label }))!;

describe('document dialog: Figures tab', () => {
  it('loads the figures again once the summary is regenerated, since a new reading replaces them', async () => {
    const view = renderWithFigures({ 1: [netIrr, carry, assets] });
    const dialog = await openFigures(view, deck.name);
    await within(dialog).findByRole('table', { name: figureTexts.tableLabel });
    expect(figureCalls(view)).toHaveLength(1);

    await view.user.click(within(dialog).getByRole('tab', { name: documentDialogTabs.summary }));
    await view.user.click(
      await within(dialog).findByRole('button', { name: repositoryTexts.regenerateSummary }),
    );
    await screen.findByText(summaryGeneratedToast(72).title);
    await view.user.click(within(dialog).getByRole('tab', { name: figureTexts.tab }));
    await within(dialog).findByRole('table', { name: figureTexts.tableLabel });
    expect(figureCalls(view)).toHaveLength(2);
  });

  it('loads only once the tab is opened, then shows each figure with its concept, value, period, scope and source', async () => {
    const view = renderWithFigures({ 1: [netIrr, carry, assets] });
    await view.user.click(
      await screen.findByRole('button', { name: repositoryTexts.viewDocument(deck.name) }),
    );
    const dialog = await screen.findByRole('dialog', { name: deck.name });
    expect(figureCalls(view)).toEqual([]);

    await view.user.click(within(dialog).getByRole('tab', { name: figureTexts.tab }));
    const table = await within(dialog).findByRole('table', { name: figureTexts.tableLabel });
    expect(figureCalls(view)).toEqual([
      `/api/documents/1/figures?sort=rank&order=asc&limit=${figuresPageSize}&offset=0`,
    ]);
    expect(within(dialog).getByText(figureTexts.count(3, 3))).toBeVisible();
    expect(rowLabels(dialog)).toEqual(['Net IRR', 'Carried interest', 'Total assets']);

    const [first, , third] = within(table).getAllByRole('row').slice(1);
    expect(within(first).getByText('Net IRR', { selector: '[data-slot=badge]' })).toBeVisible();
    expect(within(first).getByText(figureTexts.highlight)).toBeInTheDocument();
    expect(first).toHaveTextContent('24.5%');
    expect(first).toHaveTextContent('June 30, 2025');
    expect(first).toHaveTextContent('Prior fund');
    expect(first).toHaveTextContent('Northbridge Fund III');
    expect(within(first).getByRole('button', { name: figureTexts.openPage(2, 'Net IRR') })).toHaveTextContent(
      figureTexts.pageLink(2),
    );
    expect(within(third).queryByText(figureTexts.highlight)).not.toBeInTheDocument();
    expect(third).toHaveTextContent(figureTexts.inScale('millions'));
    expect(third).toHaveTextContent('Balance sheet!C12');
    expect(first).toHaveTextContent(figureTexts.readBy.both);
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent(figureTexts.readBy.model);
    expect(third).not.toHaveTextContent(/Read by/);
    expect(within(third).queryByRole('button', { name: /^Page/ })).not.toBeInTheDocument();
  });

  it('searches as the typing pauses, says how many of all match, and when none do', async () => {
    const view = renderWithFigures({ 1: [netIrr, carry, assets] });
    const dialog = await openFigures(view, deck.name);
    await within(dialog).findByRole('table', { name: figureTexts.tableLabel });

    const search = within(dialog).getByRole('searchbox', { name: figureTexts.searchLabel });
    await view.user.type(search, 'carried');
    expect(await within(dialog).findByText(figureTexts.count(1, 3))).toHaveTextContent('1 of 3 figures');
    expect(rowLabels(dialog)).toEqual(['Carried interest']);
    // One request for the settled text, not one a keystroke.
    expect(figureCalls(view).filter((path) => path.includes('q='))).toEqual([
      `/api/documents/1/figures?q=carried&sort=rank&order=asc&limit=${figuresPageSize}&offset=0`,
    ]);

    await view.user.clear(search);
    await view.user.type(search, 'no such figure');
    expect(await within(dialog).findByText(figureTexts.noMatches)).toBeVisible();
    expect(within(dialog).queryByText(figureTexts.none)).not.toBeInTheDocument();
  });

  it('sorts by a heading ascending, then descending, then back to the analyst’s order', async () => {
    const view = renderWithFigures({ 1: [netIrr, carry, assets] });
    const dialog = await openFigures(view, deck.name);
    await within(dialog).findByRole('table', { name: figureTexts.tableLabel });
    const value = () => columnHeader(dialog, figureColumnLabels.value);
    expect(value()).not.toHaveAttribute('aria-sort');

    await view.user.click(within(value()).getByRole('button'));
    await vi.waitFor(() =>
      expect(rowLabels(dialog)).toEqual(['Carried interest', 'Net IRR', 'Total assets']),
    );
    expect(value()).toHaveAttribute('aria-sort', 'ascending');

    // Keyboard: the heading's button takes Enter.
    within(value()).getByRole('button').focus();
    await view.user.keyboard('{Enter}');
    await vi.waitFor(() =>
      expect(rowLabels(dialog)).toEqual(['Total assets', 'Net IRR', 'Carried interest']),
    );
    expect(value()).toHaveAttribute('aria-sort', 'descending');

    await view.user.click(within(value()).getByRole('button'));
    await vi.waitFor(() =>
      expect(rowLabels(dialog)).toEqual(['Net IRR', 'Carried interest', 'Total assets']),
    );
    expect(value()).not.toHaveAttribute('aria-sort');

    await view.user.click(within(dialog).getByRole('button', { name: figureColumnLabels.concept }));
    await vi.waitFor(() =>
      expect(rowLabels(dialog)).toEqual(['Carried interest', 'Net IRR', 'Total assets']),
    );
    expect(columnHeader(dialog, figureColumnLabels.concept)).toHaveAttribute('aria-sort', 'ascending');
    expect(figureCalls(view)).toContain(
      `/api/documents/1/figures?sort=concept&order=asc&limit=${figuresPageSize}&offset=0`,
    );
  });

  it('marks figures the readers read differently in words, and shows only those when asked', async () => {
    const local = testFigure({
      ...carry,
      id: 21,
      value: '2.0%',
      reader: 'local',
      disagreesWith: [{ reader: 'model', value: '1.7', page: 4 }],
    });
    const model = testFigure({
      ...carry,
      id: 22,
      value: '1.7',
      page: 4,
      disagreesWith: [{ reader: 'local', value: '2.0%', page: 3 }],
    });
    const view = renderWithFigures({ 1: [netIrr, local, model, assets] });
    const dialog = await openFigures(view, 'Fund Deck.pdf');
    const table = await within(dialog).findByRole('table', { name: figureTexts.tableLabel });
    expect(within(table).getAllByText(figureTexts.disagree)).toHaveLength(2);
    expect(within(table).getByText(figureTexts.otherReading('model', '1.7', 4))).toBeInTheDocument();
    expect(within(table).getByText(figureTexts.otherReading('local', '2.0%', 3))).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(5);

    await view.user.click(within(dialog).getByRole('switch', { name: figureTexts.disagreementsOnly }));
    await within(dialog).findByText(figureTexts.count(2, 4));
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).queryByText('Net IRR')).not.toBeInTheDocument();
  });

  it('pages with Previous and Next', async () => {
    const many = Array.from({ length: figuresPageSize + 5 }, (_, index) =>
      testFigure({ id: 100 + index, label: `Line ${String(index + 1).padStart(2, '0')}`, value: `${index}` }),
    );
    const view = renderWithFigures({ 1: many });
    const dialog = await openFigures(view, deck.name);
    expect(
      await within(dialog).findByText(figureTexts.shownRange(1, figuresPageSize, many.length)),
    ).toBeVisible();
    const pagesNav = within(dialog).getByRole('navigation', { name: figureTexts.pagination });
    expect(within(pagesNav).getByRole('button', { name: figureTexts.previousPage })).toBeDisabled();

    await view.user.click(within(pagesNav).getByRole('button', { name: figureTexts.nextPage }));
    expect(
      await within(dialog).findByText(figureTexts.shownRange(figuresPageSize + 1, many.length, many.length)),
    ).toBeVisible();
    expect(rowLabels(dialog)[0]).toBe(`Line ${figuresPageSize + 1}`);
    expect(within(pagesNav).getByRole('button', { name: figureTexts.nextPage })).toBeDisabled();
    expect(figureCalls(view)).toContain(
      `/api/documents/1/figures?sort=rank&order=asc&limit=${figuresPageSize}&offset=${figuresPageSize}`,
    );
  });

  it('follows a figure to its page of the extracted text, and finds the table as it was on return', async () => {
    const view = renderWithFigures({ 1: [netIrr, carry, assets] });
    const dialog = await openFigures(view, deck.name);
    const search = within(dialog).getByRole('searchbox', { name: figureTexts.searchLabel });
    await view.user.type(search, 'carried');
    await within(dialog).findByText(figureTexts.count(1, 3));

    await view.user.click(
      within(dialog).getByRole('button', { name: figureTexts.openPage(3, 'Carried interest') }),
    );
    const content = within(dialog).getByRole('tab', { name: documentDialogTabs.content });
    expect(content).toHaveAttribute('aria-selected', 'true');
    expect(content).toHaveFocus();
    expect(await within(dialog).findByText(repositoryTexts.citedPage(3, 3))).toBeVisible();
    expect(within(dialog).getByText(pages[2]).tagName).toBe('MARK');

    await view.user.click(within(dialog).getByRole('tab', { name: figureTexts.tab }));
    expect(within(dialog).getByRole('searchbox', { name: figureTexts.searchLabel })).toHaveValue('carried');
    expect(rowLabels(dialog)).toEqual(['Carried interest']);
  });

  it('says when a document has no figures, and asks nothing for one not yet processed', async () => {
    const view = renderWithFigures({});
    const dialog = await openFigures(view, blank.name);
    expect(await within(dialog).findByText(figureTexts.none)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: figureTexts.exportCsv })).toBeDisabled();
    await view.user.keyboard('{Escape}');

    const waiting = await openFigures(view, pending.name);
    expect(within(waiting).getByText(figureTexts.notReady)).toBeVisible();
    expect(figureCalls(view, pending.id)).toEqual([]);
  });

  it('reports figures that cannot be loaded', async () => {
    const view = renderWithFigures({ 1: [netIrr] }, [
      `GET /api/documents/1/figures?sort=rank&order=asc&limit=${figuresPageSize}&offset=0`,
    ]);
    const dialog = await openFigures(view, deck.name);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(figureTexts.loadFailed);
  });

  it('exports the searched, sorted figures as CSV named after the document', async () => {
    const downloads = catchDownloads();
    const view = renderWithFigures({ 1: [netIrr, carry, assets] });
    const dialog = await openFigures(view, deck.name);
    await within(dialog).findByRole('table', { name: figureTexts.tableLabel });
    await view.user.type(within(dialog).getByRole('searchbox', { name: figureTexts.searchLabel }), 'i');
    await within(dialog).findByText(figureTexts.count(2, 3));
    await view.user.click(within(dialog).getByRole('button', { name: figureColumnLabels.value }));

    await view.user.click(within(dialog).getByRole('button', { name: figureTexts.exportCsv }));
    await vi.waitFor(() =>
      expect(downloads.map((download) => download.name)).toEqual(['Fund Deck-figures.csv']),
    );
    expect(view.api.callsTo('GET', '/api/documents/1/figures.csv?q=i&sort=value&order=asc')).toHaveLength(1);
    expect(await downloads[0].text()).toBe('label,value\r\nCarried interest,20%\r\nNet IRR,24.5%');
  });
});
