import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DocumentListItem } from '@shared/document';
import {
  documentCounterLabels,
  documentTexts,
  documentToasts,
  summarySectionLabels,
} from '@client/texts/document-messages';
import { documentColumnLabels, repositoryTexts } from '@client/texts/document-repository-texts';
import { investmentTexts } from '@client/texts/investment-messages';
import { screenHeadings } from '@client/texts/screen-headings';
import { catchDownloads } from '@client/testing/catch-downloads';
import { setMedia } from '@client/testing/fake-media';
import { testDocument, testSummary } from '@client/testing/fake-documents';
import { renderDocuments } from '../testing/render-documents';

const day = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * day).toISOString();

const deck = testDocument({
  id: 1,
  name: 'Northbridge Fund Deck.pdf',
  type: 'fund_deck',
  investmentId: 4,
  fileSize: 2_621_440,
  createdAt: daysAgo(1),
});
const ddq = testDocument({
  id: 2,
  name: 'Helios DDQ.docx',
  type: 'ddq',
  mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  status: 'analyzed',
  investmentId: 5,
  createdAt: daysAgo(3),
});
const pending = testDocument({
  id: 3,
  name: 'Side letter.pdf',
  type: 'side_letter',
  status: 'processing',
  statusReason: 'OCR page 3 of 12',
  createdAt: daysAgo(2),
});
const broken = testDocument({
  id: 4,
  name: 'Scanned LPA.pdf',
  type: 'lpa',
  status: 'error',
  statusReason: 'The PDF has no text layer',
  createdAt: daysAgo(10),
});
const documents = [deck, ddq, pending, broken];

/** Rows of the table's body, top to bottom, as the document names they show. */
function rowNames(): string[] {
  const table = screen.getByRole('table', { name: repositoryTexts.tableLabel });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map(
      (row) =>
        within(row).queryAllByRole('cell')[0]?.querySelector('button[type="button"]:not([aria-expanded])')
          ?.textContent ?? '',
    )
    .filter(Boolean);
}

async function chooseOption(user: ReturnType<typeof renderDocuments>['user'], label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

function manyDocuments(count: number): DocumentListItem[] {
  return Array.from({ length: count }, (_, index) =>
    testDocument({
      id: index + 1,
      name: `Report ${String(index + 1).padStart(2, '0')}.pdf`,
      createdAt: new Date(Date.UTC(2025, 0, 1) + index * day).toISOString(),
    }),
  );
}

describe('document repository', () => {
  it('shows the heading, the loading text, then the counters and every column', async () => {
    const { api } = renderDocuments({ documents });
    let answerList = () => {};
    const listAnswered = new Promise<void>((resolve) => (answerList = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/documents') await listAnswered;
      return api.fetch(input, init);
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: screenHeadings.documents.title }),
    ).toBeVisible();
    expect(screen.getByText(screenHeadings.documents.subtitle)).toBeVisible();
    expect(await screen.findByText(documentTexts.loading)).toBeVisible();
    answerList();

    const table = await screen.findByRole('table', { name: repositoryTexts.tableLabel });
    const counter = (label: string) => screen.getByText(label, { selector: 'dt span' }).closest('div');
    expect(counter(documentCounterLabels.total)).toHaveTextContent('4');
    expect(counter(documentCounterLabels.processed)).toHaveTextContent('2');
    expect(counter(documentCounterLabels.processing)).toHaveTextContent('1');
    expect(counter(documentCounterLabels.thisWeek)).toHaveTextContent('3');

    for (const label of Object.values(documentColumnLabels)) {
      expect(within(table).getByRole('columnheader', { name: new RegExp(label) })).toBeVisible();
    }
    const deckRow = within(table).getByText(deck.name).closest('tr');
    expect(deckRow).toHaveTextContent('application/pdf');
    expect(deckRow).toHaveTextContent('Fund Deck');
    expect(deckRow).toHaveTextContent('Northbridge Growth IV');
    expect(deckRow).toHaveTextContent('2.5 MB');
    expect(deckRow).toHaveTextContent('Processed');
    expect(within(table).getByText(ddq.name).closest('tr')).toHaveTextContent('Processed');
    expect(within(table).getByText(pending.name).closest('tr')).toHaveTextContent(
      documentTexts.generalRepository,
    );
    // A scan's OCR progress stands beside its status.
    expect(within(table).getByText(pending.name).closest('tr')).toHaveTextContent(
      'ProcessingOCR page 3 of 12',
    );
    const brokenRow = within(table).getByText(broken.name).closest('tr');
    expect(brokenRow).toHaveTextContent('Failed');
    expect(brokenRow).toHaveTextContent('The PDF has no text layer');
    // Newest first by default.
    expect(rowNames()).toEqual([deck.name, pending.name, ddq.name, broken.name]);
  });

  it('filters by a search of name or type and by status (analyzed counts as processed)', async () => {
    const { user } = renderDocuments({ documents });
    await screen.findByRole('table');

    await user.type(screen.getByRole('searchbox', { name: repositoryTexts.searchLabel }), 'due diligence');
    await waitFor(() => expect(rowNames()).toEqual([ddq.name]));
    await user.clear(screen.getByRole('searchbox', { name: repositoryTexts.searchLabel }));

    await chooseOption(user, repositoryTexts.statusFilterLabel, 'Processed');
    await waitFor(() => expect(rowNames()).toEqual([deck.name, ddq.name]));
    await chooseOption(user, repositoryTexts.statusFilterLabel, 'Error');
    await waitFor(() => expect(rowNames()).toEqual([broken.name]));
  });

  it('filters by investment and type, and says when nothing matches', async () => {
    const { user } = renderDocuments({ documents });
    await screen.findByRole('table');

    await chooseOption(user, repositoryTexts.investmentFilterLabel, documentTexts.generalRepository);
    await waitFor(() => expect(rowNames()).toEqual([pending.name, broken.name]));
    await chooseOption(user, repositoryTexts.investmentFilterLabel, 'Helios Infrastructure II');
    await waitFor(() => expect(rowNames()).toEqual([ddq.name]));

    await chooseOption(user, repositoryTexts.typeFilterLabel, 'Fund Deck');
    expect(await screen.findByText(documentTexts.noMatches)).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says no documents are uploaded yet when the team has none', async () => {
    renderDocuments({ documents: [] });
    expect(await screen.findByText(documentTexts.noDocuments)).toBeVisible();
    expect(screen.queryByText(documentTexts.noMatches)).not.toBeInTheDocument();
  });

  it('sorts from the menu and by column headers, both ways', async () => {
    const { user } = renderDocuments({ documents });
    await screen.findByRole('table');

    await chooseOption(user, repositoryTexts.sortLabel, 'Name');
    await waitFor(() => expect(rowNames()).toEqual([ddq.name, deck.name, broken.name, pending.name]));

    const sizeHeader = screen.getByRole('columnheader', { name: new RegExp(documentColumnLabels.fileSize) });
    await user.click(within(sizeHeader).getByRole('button'));
    expect(sizeHeader).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(sizeHeader).getByRole('button'));
    expect(sizeHeader).toHaveAttribute('aria-sort', 'descending');
    expect(rowNames()[0]).toBe(deck.name);

    const statusHeader = screen.getByRole('columnheader', { name: new RegExp(documentColumnLabels.status) });
    await user.click(within(statusHeader).getByRole('button'));
    expect(rowNames()).toEqual([ddq.name, broken.name, deck.name, pending.name]);
  });

  it('pages 10 rows at a time with at most 5 page buttons, and a filter returns to page 1', async () => {
    const { user } = renderDocuments({ documents: manyDocuments(75) });
    await screen.findByRole('table');
    const pages = screen.getByRole('navigation', { name: repositoryTexts.pagination });

    expect(rowNames()).toHaveLength(10);
    expect(rowNames()[0]).toBe('Report 75.pdf');
    const pageButtons = () =>
      within(pages)
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((button) => button.textContent);
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5']);
    expect(within(pages).getByRole('button', { name: repositoryTexts.previousPage })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: repositoryTexts.pageLabel(5) }));
    expect(pageButtons()).toEqual(['3', '4', '5', '6', '7']);
    expect(within(pages).getByRole('button', { name: repositoryTexts.pageLabel(5) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(rowNames()[0]).toBe('Report 35.pdf');
    await user.click(within(pages).getByRole('button', { name: repositoryTexts.nextPage }));
    expect(rowNames()[0]).toBe('Report 25.pdf');
    expect(screen.getByText(repositoryTexts.shownRange(51, 60, 75))).toBeVisible();

    await user.type(screen.getByRole('searchbox', { name: repositoryTexts.searchLabel }), 'Report');
    await waitFor(() => expect(rowNames()[0]).toBe('Report 75.pdf'));
    expect(screen.getByText(repositoryTexts.shownRange(1, 10, 75))).toBeVisible();
  });

  it('expands an inline summary only on request, and says when a document has none', async () => {
    const { user, api } = renderDocuments({ documents, summaries: { 1: testSummary() } });
    await screen.findByRole('table');

    expect(
      screen.queryByRole('button', { name: repositoryTexts.showSummary(pending.name) }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: repositoryTexts.showSummary(broken.name) }),
    ).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: repositoryTexts.showSummary(deck.name) });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(api.callsTo('GET', '/api/documents/1/summary')).toHaveLength(0);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const label of Object.values(summarySectionLabels)) {
      expect(await screen.findByRole('heading', { name: label })).toBeVisible();
    }
    expect(screen.getByText('Target fund size of $1.35B')).toBeVisible();
    expect(screen.getByText('Key-person dependency')).toBeVisible();
    expect(api.callsTo('GET', '/api/documents/1/summary')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: repositoryTexts.showSummary(ddq.name) }));
    expect(await screen.findByText(documentTexts.summaryNotAvailable)).toBeVisible();
    expect(screen.getByText(documentTexts.mayStillBeProcessing)).toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Target fund size of $1.35B')).not.toBeInTheDocument();
  });

  it('archives, and deletes after the named confirmation, with their toasts', async () => {
    const { user, api } = renderDocuments({ documents });
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: repositoryTexts.archiveDocument(deck.name) }));
    expect(await screen.findByText(documentToasts.archived.title)).toBeVisible();
    expect(api.callsTo('PATCH', '/api/documents/1')[0].body).toEqual({ status: 'archived' });
    await waitFor(() => expect(screen.getByText(deck.name).closest('tr')).toHaveTextContent('Archived'));

    await user.click(screen.getByRole('button', { name: repositoryTexts.deleteDocument(ddq.name) }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(investmentTexts.deleteNamedConfirm(ddq.name));
    await user.click(within(confirm).getByRole('button', { name: documentTexts.delete }));
    expect(await screen.findByText(documentToasts.deleted.title)).toBeVisible();
    expect(api.callsTo('DELETE', '/api/documents/2')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText(ddq.name)).not.toBeInTheDocument());
  });

  it('reports failed archive and delete calls', async () => {
    const { user } = renderDocuments({
      documents,
      failing: ['PATCH /api/documents/1', 'DELETE /api/documents/1'],
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: repositoryTexts.archiveDocument(deck.name) }));
    expect(await screen.findByText(documentToasts.archiveFailed.title)).toBeVisible();
    await user.click(screen.getByRole('button', { name: repositoryTexts.deleteDocument(deck.name) }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: documentTexts.delete }),
    );
    expect(await screen.findByText(documentToasts.deleteFailed.title)).toBeVisible();
  });

  it('exports the filtered documents as CSV once the export is recorded with its filters', async () => {
    const downloads = catchDownloads();
    const { user, api } = renderDocuments({ documents, role: 'viewer' });
    await screen.findByRole('table');
    await chooseOption(user, repositoryTexts.statusFilterLabel, 'Error');
    await waitFor(() => expect(rowNames()).toEqual([broken.name]));

    await user.click(screen.getByRole('button', { name: documentTexts.export }));
    await waitFor(() => expect(downloads.map((download) => download.name)).toEqual(['documents.csv']));
    expect((await downloads[0].text()).trim().split('\r\n')).toHaveLength(2);
    const [recorded] = api.callsTo('POST', '/api/audit-events/exports');
    expect(recorded.body).toMatchObject({
      kind: 'documents',
      rowCount: 1,
      filters: { status: 'error', sort: 'createdAt desc' },
    });
  });

  it('saves no CSV and says so when the export cannot be recorded', async () => {
    const downloads = catchDownloads();
    const { user } = renderDocuments({ documents, failing: ['POST /api/audit-events/exports'] });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: documentTexts.export }));
    expect(await screen.findByText(documentToasts.exportFailed.title)).toBeVisible();
    expect(downloads).toEqual([]);
  });

  it('gives viewers no archive, delete or upload', async () => {
    renderDocuments({ documents, role: 'viewer' });
    await screen.findByRole('table');
    expect(screen.getByRole('button', { name: repositoryTexts.viewDocument(deck.name) })).toBeVisible();
    expect(
      screen.queryByRole('button', { name: repositoryTexts.archiveDocument(deck.name) }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: repositoryTexts.deleteDocument(deck.name) }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: documentTexts.upload })).not.toBeInTheDocument();
  });

  it('links Upload to /tools', async () => {
    renderDocuments({ documents });
    expect(await screen.findByRole('link', { name: documentTexts.upload })).toHaveAttribute('href', '/tools');
  });

  it('shows ranked content matches with their highlights as text, and clears them', async () => {
    const { user, api } = renderDocuments({
      documents,
      searchHits: [{ ...deck, rank: 0.9, snippet: 'a target of <mark>$1.35B</mark> and <b>bold</b>' }],
    });
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: repositoryTexts.contentSearchLabel }), 'fund size');
    await user.click(screen.getByRole('button', { name: repositoryTexts.contentSearchSubmit }));

    const results = await screen.findByRole('list', { name: repositoryTexts.contentSearchResults });
    expect(api.callsTo('GET', '/api/documents?q=fund%20size')).toHaveLength(1);
    expect(screen.getByText('1 document matches')).toBeInTheDocument();
    expect(within(results).getByText('$1.35B').tagName).toBe('MARK');
    // Anything else that looks like markup stays text.
    expect(results).toHaveTextContent('and <b>bold</b>');

    await user.click(screen.getByRole('button', { name: repositoryTexts.contentSearchClear }));
    expect(
      screen.queryByRole('list', { name: repositoryTexts.contentSearchResults }),
    ).not.toBeInTheDocument();
  });

  it('sends no content search for blank text', async () => {
    const { user, api } = renderDocuments({ documents });
    await screen.findByRole('table');
    const box = screen.getByRole('searchbox', { name: repositoryTexts.contentSearchLabel });

    await user.type(box, '   ');
    expect(screen.getByRole('button', { name: repositoryTexts.contentSearchSubmit })).toBeDisabled();
    // Enter, or a submit the button cannot stop, still meets the shared search rule.
    fireEvent.submit(box.closest('form')!);

    expect(await screen.findByText('Search text is required')).toBeVisible();
    expect(api.calls.filter((call) => call.path.startsWith('/api/documents?q='))).toHaveLength(0);
  });

  it('says how many documents matched when it shows only the best of them', async () => {
    const { user } = renderDocuments({
      documents,
      searchHits: [{ ...deck, rank: 0.9, snippet: 'the <mark>fund</mark> size' }],
      searchTotal: 9_995,
    });
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: repositoryTexts.contentSearchLabel }), 'fund');
    await user.click(screen.getByRole('button', { name: repositoryTexts.contentSearchSubmit }));
    expect(await screen.findByText('The 1 best of 9,995 documents that match')).toBeInTheDocument();
  });
});

describe('document repository while a document is processing', () => {
  it('asks again every 2 s until nothing is processing, then stops', async () => {
    const { documents: fake, api } = renderDocuments({ documents });
    const row = (await screen.findByText(pending.name)).closest('tr');
    expect(row).toHaveTextContent('Processing');

    fake.setStatus(pending.id, 'processed');
    await waitFor(() => expect(screen.getByText(pending.name).closest('tr')).toHaveTextContent('Processed'), {
      timeout: 3000,
    });
    const calls = api.callsTo('GET', '/api/documents').length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(api.callsTo('GET', '/api/documents')).toHaveLength(calls);
  }, 10_000);
});

describe('document repository on a phone', () => {
  it('shows cards whose menu edits (placeholder), shares and deletes with SPEC texts', async () => {
    setMedia({ viewportWidth: 375 });
    const { user, api } = renderDocuments({ documents });

    const card = await screen.findByRole('article', { name: deck.name });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // The investment filter is there on a phone too.
    expect(screen.getByRole('combobox', { name: repositoryTexts.investmentFilterLabel })).toBeVisible();

    const openMenu = () =>
      user.click(within(card).getByRole('button', { name: repositoryTexts.documentActions(deck.name) }));
    await openMenu();
    await user.click(await screen.findByRole('menuitem', { name: documentTexts.editDetails }));
    expect(await screen.findByText(documentToasts.editPlaceholder.title)).toBeVisible();

    await openMenu();
    await user.click(await screen.findByRole('menuitem', { name: documentTexts.shareLink }));
    expect(await screen.findByText(documentToasts.linkCopied.title)).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/documents/1`);

    await openMenu();
    await user.click(await screen.findByRole('menuitem', { name: documentTexts.delete }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(investmentTexts.deleteNamedConfirm(deck.name));
    await user.click(within(confirm).getByRole('button', { name: documentTexts.delete }));
    expect(await screen.findByText(documentToasts.mobileDeleted.title)).toBeVisible();
    expect(api.callsTo('DELETE', '/api/documents/1')).toHaveLength(1);
  });
});
