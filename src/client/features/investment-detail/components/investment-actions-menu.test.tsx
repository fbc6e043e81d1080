import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { investmentToasts } from '@client/texts/investment-messages';
import { detailTexts } from '../detail-texts';
import { renderInvestmentScreen } from '../testing/render-investment-screen';

describe("investment detail's Share Link", () => {
  it('says when the link cannot be copied', async () => {
    const { user } = renderInvestmentScreen({ path: '/investments/7' });
    await user.click(await screen.findByRole('button', { name: detailTexts.actionsMenu }));
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Write permission denied.', 'NotAllowedError'),
    );

    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Share Link' }));

    expect(await screen.findByText(investmentToasts.linkCopyFailed.title)).toBeVisible();
    expect(screen.queryByText(investmentToasts.linkCopied.title)).not.toBeInTheDocument();
  });
});
