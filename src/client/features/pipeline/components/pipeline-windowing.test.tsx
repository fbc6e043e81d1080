import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pipelineColumnLabels, pipelineTexts } from '../pipeline-texts';
import { setMedia } from '@client/testing/fake-media';
import { testInvestment } from '@client/testing/fake-investments';
import { renderPipeline } from '../testing/render-pipeline';

/** A long pipeline (the browser test takes the 10,000 of the benchmark), named in reverse order. */
const manyInvestments = Array.from({ length: 1_000 }, (_, index) =>
  testInvestment({ id: index + 1, name: `Fund ${String(1_000 - index).padStart(5, '0')}` }),
);

describe('a long pipeline', () => {
  it('renders only a window of table rows and keeps every row reachable by scrolling', async () => {
    const { user } = renderPipeline({ investments: manyInvestments });

    const table = await screen.findByRole('table');
    expect(table).toHaveAttribute('aria-rowcount', '1001');
    expect(screen.getByText(pipelineTexts.resultsCount(1_000))).toBeVisible();
    const renderedRows = () => within(table).getAllByRole('row').slice(1);
    expect(renderedRows().length).toBeLessThan(40);

    const nameHeader = screen.getByRole('columnheader', { name: pipelineColumnLabels.name });
    await user.click(within(nameHeader).getByRole('button'));
    await waitFor(() =>
      expect(within(renderedRows()[0]).getByRole('link', { name: 'Fund 00001' })).toBeVisible(),
    );

    const region = screen.getByRole('region', { name: pipelineTexts.tableLabel });
    region.scrollTop = 500 * 64;
    fireEvent.scroll(region);
    const row = within(table).getByRole('link', { name: 'Fund 00501' }).closest('tr');
    expect(row).toHaveAttribute('aria-rowindex', '502');
    expect(renderedRows().length).toBeLessThan(40);
  });

  it('shows 20 cards at a time on a phone, with Show more for the rest', async () => {
    setMedia({ viewportWidth: 375 });
    const { user } = renderPipeline({ investments: manyInvestments.slice(0, 25) });

    await screen.findByRole('article', { name: 'Fund 01000' });
    expect(screen.getAllByRole('article')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: pipelineTexts.showMore }));
    expect(screen.getAllByRole('article')).toHaveLength(25);
    expect(screen.queryByRole('button', { name: pipelineTexts.showMore })).not.toBeInTheDocument();
  });

  it('goes back to the first 20 cards when the search or a filter changes', async () => {
    setMedia({ viewportWidth: 375 });
    const { user } = renderPipeline({ investments: manyInvestments.slice(0, 50) });
    await screen.findByRole('article', { name: 'Fund 01000' });
    const showMore = () => user.click(screen.getByRole('button', { name: pipelineTexts.showMore }));

    await showMore();
    expect(screen.getAllByRole('article')).toHaveLength(40);
    await user.type(screen.getByRole('searchbox', { name: pipelineTexts.searchLabel }), 'fund');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
    expect(screen.getByText(pipelineTexts.resultsCount(50))).toBeVisible();

    await showMore();
    expect(screen.getAllByRole('article')).toHaveLength(40);
    await user.click(screen.getByRole('combobox', { name: pipelineTexts.typeFilterLabel }));
    await user.click(await screen.findByRole('option', { name: 'Funds' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
    expect(screen.getByRole('button', { name: pipelineTexts.showMore })).toBeVisible();
  });
});
