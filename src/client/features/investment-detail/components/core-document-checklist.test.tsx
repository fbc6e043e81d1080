import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { documentTypeLabel } from '@shared/document';
import { detailTexts } from '../detail-texts';
import { testDocument } from '../testing/detail-test-data';
import { renderInvestmentScreen } from '../testing/render-investment-screen';

async function checklist() {
  const region = await screen.findByRole('region', { name: 'Core Documents' });
  await within(region).findByRole('progressbar');
  return region;
}

function stateOf(region: HTMLElement, type: string): string | null {
  const item = within(region).getByText(documentTypeLabel(type)).closest('li');
  return item ? within(item).getByRole('img').getAttribute('aria-label') : null;
}

describe('core-document checklist (SPEC 2, 9)', () => {
  it('marks each core document processed, processing or missing and shows the share present', async () => {
    renderInvestmentScreen({
      documents: [
        testDocument({ id: 1, type: 'fund_deck', status: 'processed' }),
        testDocument({ id: 2, type: 'ddq', status: 'processing' }),
        // Analyzed counts as processed; an archived one does not count at all.
        testDocument({ id: 3, type: 'lpa', status: 'analyzed' }),
        testDocument({ id: 4, type: 'track_record', status: 'archived' }),
        testDocument({ id: 5, type: 'term_sheet', status: 'processed' }),
      ],
    });
    const region = await checklist();

    expect(stateOf(region, 'fund_deck')).toBe('Processed');
    expect(stateOf(region, 'ddq')).toBe('Processing');
    expect(stateOf(region, 'lpa')).toBe('Processed');
    expect(stateOf(region, 'track_record')).toBe('Missing');
    expect(within(region).queryByText(documentTypeLabel('term_sheet'))).not.toBeInTheDocument();

    const bar = within(region).getByRole('progressbar', { name: detailTexts.coreCompletionLabel });
    expect(bar).toHaveAttribute('aria-valuenow', '75');
    expect(within(region).getByText('75% complete')).toBeVisible();
  });

  it('is 0% with every core document missing', async () => {
    renderInvestmentScreen({ documents: [] });
    const region = await checklist();

    expect(within(region).getAllByRole('img', { name: 'Missing' })).toHaveLength(4);
    expect(within(region).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });

  it('is 100% with all four present', async () => {
    renderInvestmentScreen({
      documents: ['fund_deck', 'ddq', 'lpa', 'track_record'].map((type, index) =>
        testDocument({ id: index + 1, type }),
      ),
    });
    const region = await checklist();

    expect(within(region).getAllByRole('img', { name: 'Processed' })).toHaveLength(4);
    expect(within(region).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });
});
