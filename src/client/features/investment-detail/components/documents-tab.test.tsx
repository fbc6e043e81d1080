import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DocumentListItem } from '@shared/document';
import { documentDialogTabs, documentTexts, documentToasts } from '@client/texts/document-messages';
import { documentColumnLabels, repositoryTexts } from '@client/texts/document-repository-texts';
import { investmentTexts } from '@client/texts/investment-messages';
import { setMedia } from '@client/testing/fake-media';
import { testSummary } from '@client/testing/fake-documents';
import { detailTexts } from '../detail-texts';
import { testDocument } from '../testing/detail-test-data';
import { renderInvestmentScreen } from '../testing/render-investment-screen';

const day = 24 * 60 * 60 * 1000;

const deck = testDocument({ name: 'Deck.pdf', fileSize: 2_516_582 });
const lpa = testDocument({
  id: 502,
  name: 'LPA draft.docx',
  type: 'lpa',
  status: 'error',
  statusReason: 'The file is encrypted',
  fileSize: 1_048_576,
  createdAt: '2025-03-02T08:00:00.000Z',
});
const elsewhere = testDocument({ id: 503, name: 'Other fund deck.pdf', investmentId: 8 });

function manyDocuments(count: number): DocumentListItem[] {
  return Array.from({ length: count }, (_, index) =>
    testDocument({
      id: 600 + index,
      name: `Report ${String(index + 1).padStart(2, '0')}.pdf`,
      createdAt: new Date(Date.UTC(2025, 0, 1) + index * day).toISOString(),
    }),
  );
}

async function documentsTable() {
  const panel = await screen.findByRole('tabpanel', { name: 'Documents' });
  return within(panel).findByRole('table', { name: repositoryTexts.tableLabel });
}

/** The body rows of the tab's table, as the document names they show. */
function rowNames(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent ?? '');
}

describe('investment detail Documents tab', () => {
  it("shows only the investment's documents in the repository's columns, without the Investment column", async () => {
    const { api } = renderInvestmentScreen({ documents: [deck, lpa, elsewhere] });
    const table = await documentsTable();

    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      documentColumnLabels.name,
      documentColumnLabels.type,
      documentColumnLabels.fileSize,
      documentColumnLabels.status,
      documentColumnLabels.createdAt,
      documentColumnLabels.actions,
    ]);
    // SPEC 9: newest first by default.
    expect(rowNames(table).map((name) => name.split('application/')[0])).toEqual([lpa.name, deck.name]);
    const deckRow = within(table).getByText(deck.name).closest('tr')!;
    expect(deckRow).toHaveTextContent('Fund Deck');
    expect(deckRow).toHaveTextContent('2.4 MB');
    expect(deckRow).toHaveTextContent('Mar 1, 2025');
    expect(within(deckRow).getByText('Processed')).toBeVisible();
    expect(within(within(table).getByText(lpa.name).closest('tr')!).getByText('Failed')).toBeVisible();
    // The checklist and the tab share one request.
    expect(api.callsTo('GET', '/api/documents?investmentId=7')).toHaveLength(1);
  });

  it('says when the investment has no documents and links to the repository', async () => {
    renderInvestmentScreen({ documents: [elsewhere] });

    expect(await screen.findByText(detailTexts.noDocuments)).toBeVisible();
    expect(screen.getByRole('link', { name: detailTexts.openRepository })).toHaveAttribute(
      'href',
      '/documents',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('pages 10 at a time, sorts by a column, and a filter returns to page 1', async () => {
    const { user } = renderInvestmentScreen({ documents: manyDocuments(23) });
    const table = await documentsTable();
    const pages = screen.getByRole('navigation', { name: repositoryTexts.pagination });

    expect(rowNames(table)).toHaveLength(10);
    expect(rowNames(table)[0]).toContain('Report 23.pdf');
    await user.click(within(pages).getByRole('button', { name: repositoryTexts.pageLabel(3) }));
    expect(rowNames(table)).toHaveLength(3);
    expect(screen.getByText(repositoryTexts.shownRange(21, 23, 23))).toBeVisible();

    const nameHeader = within(table).getByRole('columnheader', {
      name: new RegExp(documentColumnLabels.name),
    });
    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(rowNames(table)[0]).toContain('Report 01.pdf');
    expect(screen.getByText(repositoryTexts.shownRange(1, 10, 23))).toBeVisible();

    await user.click(within(pages).getByRole('button', { name: repositoryTexts.pageLabel(2) }));
    await user.type(screen.getByRole('searchbox', { name: repositoryTexts.searchLabel }), 'Report 2');
    await waitFor(() => expect(rowNames(table)).toHaveLength(4));
    expect(screen.getByText(repositoryTexts.shownRange(1, 4, 4))).toBeVisible();

    await user.clear(screen.getByRole('searchbox', { name: repositoryTexts.searchLabel }));
    await user.type(screen.getByRole('searchbox', { name: repositoryTexts.searchLabel }), 'Side letter');
    expect(await screen.findByText(documentTexts.noMatches)).toBeVisible();
    // The tab filters the investment's own documents: it has no investment filter.
    expect(
      screen.queryByRole('combobox', { name: repositoryTexts.investmentFilterLabel }),
    ).not.toBeInTheDocument();
  });

  it('opens the document viewer on each of its tabs', async () => {
    const { user } = renderInvestmentScreen({
      documents: [deck],
      summaries: { [deck.id]: testSummary() },
      contents: { [deck.id]: 'Target fund size of $1.35B with a 2.0% management fee.' },
    });
    const table = await documentsTable();

    await user.click(within(table).getByRole('button', { name: repositoryTexts.viewDocument(deck.name) }));
    const dialog = await screen.findByRole('dialog', { name: deck.name });
    expect(dialog).toHaveTextContent('Northbridge Growth Partners IV');
    expect(await within(dialog).findByText('A growth fund raising $1.35B.')).toBeVisible();

    await user.click(within(dialog).getByRole('tab', { name: documentDialogTabs.content }));
    expect(await within(dialog).findByText(/with a 2.0% management fee/)).toBeVisible();
    await user.click(within(dialog).getByRole('tab', { name: documentDialogTabs.details }));
    expect(within(dialog).getByRole('tabpanel')).toHaveTextContent(/marketing/i);
  });

  it("deletes after the named confirmation with the detail page's toast", async () => {
    const { user, api } = renderInvestmentScreen({ documents: [deck, lpa] });
    const table = await documentsTable();

    await user.click(within(table).getByRole('button', { name: repositoryTexts.deleteDocument(deck.name) }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent(investmentTexts.deleteNamedConfirm(deck.name));
    await user.click(within(confirm).getByRole('button', { name: documentTexts.delete }));

    expect(await screen.findByText(documentToasts.detailDeleted.title)).toBeVisible();
    expect(screen.getByText(documentToasts.detailDeleted.description)).toBeVisible();
    expect(api.callsTo('DELETE', `/api/documents/${deck.id}`)).toHaveLength(1);
    await waitFor(() => expect(within(table).queryByText(deck.name)).not.toBeInTheDocument());
  });

  it("reports a failed delete with the detail page's toast and keeps the row", async () => {
    const { user } = renderInvestmentScreen({
      documents: [deck],
      failing: [`DELETE /api/documents/${deck.id}`],
    });
    const table = await documentsTable();

    await user.click(within(table).getByRole('button', { name: repositoryTexts.deleteDocument(deck.name) }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: documentTexts.delete }),
    );

    expect(await screen.findByText(documentToasts.detailDeleteFailed.title)).toBeVisible();
    expect(screen.getByText(documentToasts.detailDeleteFailed.description)).toBeVisible();
    expect(within(table).getByText(deck.name)).toBeVisible();
  });

  it('shows cards on a phone, deleting with the detail toast', async () => {
    setMedia({ viewportWidth: 375 });
    const { user } = renderInvestmentScreen({ documents: [deck] });

    const card = await screen.findByRole('article', { name: deck.name });
    expect(card).toHaveTextContent('Fund Deck');
    expect(card).not.toHaveTextContent(documentTexts.generalRepository);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: repositoryTexts.documentActions(deck.name) }));
    await user.click(await screen.findByRole('menuitem', { name: documentTexts.delete }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: documentTexts.delete }),
    );
    expect(await screen.findByText(documentToasts.detailDeleted.title)).toBeVisible();
  });
});
