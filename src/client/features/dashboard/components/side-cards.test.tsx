import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardQuickActions, dashboardTexts } from '@client/texts/dashboard-texts';
import { dashboardLimits } from '@client/texts/investment-messages';
import { testDocument } from '../testing/dashboard-test-data';
import { renderDashboard } from '../testing/render-dashboard';

describe('dashboard Quick Actions', () => {
  it('lead to the screens where each job is done', async () => {
    renderDashboard();
    const card = await screen.findByRole('region', { name: dashboardTexts.quickActions });

    const hrefs = Object.fromEntries(
      within(card)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    );
    expect(hrefs).toEqual({
      'Upload Docs': '/tools',
      'Generate Memo': '/tools',
      'Add Investment': '/pipeline',
      'AI Assistant': '/',
    });
    expect(Object.keys(hrefs)).toEqual(dashboardQuickActions.map((action) => action.label));
  });
});

describe('dashboard Recent Documents', () => {
  it(`lists the ${dashboardLimits.recentDocuments} newest documents, each leading to the repository`, async () => {
    renderDashboard({
      documents: [
        testDocument({ id: 6, name: 'Q3 letter.pdf', type: 'ddq', createdAt: '2025-03-14T10:00:00.000Z' }),
        testDocument({ id: 5, name: 'LPA.docx', type: 'lpa' }),
        testDocument({ id: 4, name: 'Deck.pdf' }),
        testDocument({ id: 3, name: 'Track record.xlsx', type: 'track_record' }),
        testDocument({ id: 2, name: 'Too old.pdf' }),
      ],
    });
    const card = await screen.findByRole('region', { name: dashboardTexts.recentDocuments });
    const links = within(await within(card).findByRole('list')).getAllByRole('link');

    expect(links.map((link) => link.textContent)).toEqual([
      'Q3 letter.pdfDDQ (Due Diligence Questionnaire) · Mar 14, 2025',
      'LPA.docxLPA (Limited Partnership Agreement) · Mar 14, 2025',
      'Deck.pdfFund Deck · Mar 14, 2025',
      'Track record.xlsxTrack Record · Mar 14, 2025',
    ]);
    links.forEach((link) => expect(link).toHaveAttribute('href', '/documents'));
  });

  it('says when nothing has been uploaded', async () => {
    renderDashboard({ documents: [] });
    const card = await screen.findByRole('region', { name: dashboardTexts.recentDocuments });

    expect(await within(card).findByText(dashboardTexts.noDocumentsUploaded)).toBeVisible();
  });

  it('offers to try again when the documents cannot be loaded', async () => {
    const { api, user } = renderDashboard({ failing: ['GET /api/documents'] });
    const card = await screen.findByRole('region', { name: dashboardTexts.recentDocuments });

    await user.click(await within(card).findByRole('button', { name: 'Try again' }));
    expect(api.callsTo('GET', '/api/documents')).toHaveLength(2);
  });
});
