import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { repositoryTexts } from '@client/texts/document-repository-texts';
import { testDocument } from '@client/testing/fake-documents';
import { renderDocuments } from '../testing/render-documents';

const documents = [testDocument({ id: 1, name: 'Fund Deck.pdf' })];

describe('the re-reading progress line', () => {
  it('shows how far the new model got, follows it while it reads, then goes and refreshes the list', async () => {
    const { api } = renderDocuments({
      documents,
      rereading: [
        { model: 'gpt-4o-mini', done: 12, total: 40 },
        { model: 'gpt-4o-mini', done: 39, total: 40 },
        null,
      ],
    });
    const line = await screen.findByText(repositoryTexts.rereading('gpt-4o-mini', 12, 40));
    expect(line.closest('[role="status"]')).not.toBeNull();
    expect(
      await screen.findByText(repositoryTexts.rereading('gpt-4o-mini', 39, 40), {}, { timeout: 5000 }),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByText(/^Reading with/)).not.toBeInTheDocument(), {
      timeout: 5000,
    });
    await waitFor(() => expect(api.callsTo('GET', '/api/documents').length).toBeGreaterThanOrEqual(2));
  });

  it('shows nothing when no re-reading is under way', async () => {
    const { api } = renderDocuments({ documents });
    await screen.findByRole('table', { name: repositoryTexts.tableLabel });
    await waitFor(() => expect(api.callsTo('GET', '/api/documents/model-reading')).toHaveLength(1));
    expect(screen.queryByText(/^Reading with/)).not.toBeInTheDocument();
  });
});
