import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UploadResponse } from '@shared/document';
import { documentTexts, documentToasts } from '@client/texts/document-messages';
import { uploadTexts } from '@shared/document-upload';
import { investmentToasts } from '@client/texts/investment-messages';
import type { Role } from '@shared/roles';
import { screenHeadings } from '@client/texts/screen-headings';
import type { Metrics } from '@shared/metrics';
import { toolsStatLabels } from '../tools-catalogue';
import { toolTexts, toolToasts } from '../tools-texts';
import { catchDownloads } from '@client/testing/catch-downloads';
import { createFakeInvestments, testInvestment } from '@client/testing/fake-investments';
import { json } from '@client/testing/json-response';
import { renderApp } from '@client/testing/render-app';
import { testUser } from '@client/testing/test-users';

type Routes = (method: string, path: string, body: unknown) => Response | undefined;

const storeAll: Routes = (method, path, body) =>
  method === 'POST' && path === '/api/documents/upload' && body instanceof FormData
    ? json(201, { documents: [], errors: [] } satisfies UploadResponse)
    : undefined;

function renderTools({ role = 'member', routes }: { role?: Role; routes?: Routes } = {}) {
  const investments = createFakeInvestments([
    testInvestment({ id: 3, name: 'Harbor Credit Fund II' }),
    testInvestment({ id: 4, name: 'Old Fund', status: 'archived' }),
  ]);
  return renderApp({
    path: '/tools',
    user: testUser(role),
    routes: (method, path, body) => routes?.(method, path, body) ?? investments.handle(method, path, body),
  });
}

async function cardTitles(): Promise<string[]> {
  const list = await screen.findByRole('list', { name: 'Tools' });
  return within(list)
    .getAllByRole('listitem')
    .map((card) => card.getAttribute('aria-label') ?? '');
}

async function openTool(view: ReturnType<typeof renderTools>, title: string) {
  await view.user.click(await screen.findByRole('button', { name: toolTexts.openTool(title) }));
  return screen.findByRole('dialog', { name: title });
}

async function choose(
  view: ReturnType<typeof renderTools>,
  dialog: HTMLElement,
  field: string,
  option: string,
) {
  await view.user.click(within(dialog).getByRole('combobox', { name: field }));
  await view.user.click(await screen.findByRole('option', { name: option }));
}

function pdf(name: string): File {
  return new File([new Uint8Array(800)], name, { type: 'application/pdf' });
}

describe('Tools screen (SPEC 2)', () => {
  it("shows the catalogue of eight tools under the Tools title, and the team's own counts", async () => {
    const metrics: Metrics = {
      activePipeline: 3,
      totalDocuments: 1530,
      documentsThisWeek: 2,
      documentsProcessed: 1502,
      totalAUM: '$1.2B',
      memosGenerated: 4,
      memosThisWeek: 1,
      aiQueries: 37,
    };
    renderTools({
      routes: (method, path) =>
        method === 'GET' && path === '/api/metrics' ? json(200, metrics) : undefined,
    });

    expect(await screen.findByRole('heading', { level: 1, name: screenHeadings.tools.title })).toBeVisible();
    expect(await cardTitles()).toEqual([
      'Memo Builder',
      'Company Research',
      'Portfolio Analytics',
      'Market Intelligence',
      'LP Reporting',
      'Document Processing',
      'DDQ Maker',
      'Risk Assessment',
    ]);
    const stats = screen.getByRole('region', { name: toolTexts.statsLabel });
    const figure = (label: string) => within(stats).getByText(label).nextElementSibling?.textContent;
    await within(stats).findByText('1,502');
    expect(figure(toolsStatLabels.documentsProcessed)).toBe('1,502');
    expect(figure(toolsStatLabels.memosGenerated)).toBe('4');
    expect(figure(toolsStatLabels.aiQueries)).toBe('37');
    expect(figure(toolsStatLabels.toolsAvailable)).toBe('8');
    expect(within(stats).queryByText('1,247')).not.toBeInTheDocument();
  });

  it('filters the cards by category', async () => {
    const view = renderTools();
    const filters = await screen.findByRole('group', { name: toolTexts.categoryFilter });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All Tools', 'Documents', 'Research', 'Analytics', 'Reporting']);
    expect(within(filters).getByRole('button', { name: 'All Tools' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await view.user.click(within(filters).getByRole('button', { name: 'Documents' }));
    expect(await cardTitles()).toEqual(['Memo Builder', 'Document Processing', 'DDQ Maker']);
    await view.user.click(within(filters).getByRole('button', { name: 'Research' }));
    expect(await cardTitles()).toEqual(['Company Research', 'Market Intelligence']);
    await view.user.click(within(filters).getByRole('button', { name: 'Analytics' }));
    expect(await cardTitles()).toEqual(['Portfolio Analytics', 'Risk Assessment']);
    await view.user.click(within(filters).getByRole('button', { name: 'Reporting' }));
    expect(await cardTitles()).toEqual(['LP Reporting']);
  });

  it('marks the new tools NEW and the premium one PRO', async () => {
    renderTools();
    await cardTitles();
    const badgeOf = (title: string) =>
      within(screen.getByRole('listitem', { name: title })).queryByText(/^(NEW|PRO)$/)?.textContent ?? null;

    expect(badgeOf('Company Research')).toBe('NEW');
    expect(badgeOf('Portfolio Analytics')).toBe('NEW');
    expect(badgeOf('Market Intelligence')).toBe('NEW');
    expect(badgeOf('LP Reporting')).toBe('NEW');
    expect(badgeOf('Risk Assessment')).toBe('PRO');
    expect(badgeOf('Memo Builder')).toBeNull();
    expect(badgeOf('Document Processing')).toBeNull();
    expect(badgeOf('DDQ Maker')).toBeNull();
  });
});

describe('Document Processing (SPEC 2, 5, 7)', () => {
  it('needs a document type and a file before it uploads', async () => {
    const view = renderTools({ routes: storeAll });
    const dialog = await openTool(view, 'Document Processing');
    const upload = within(dialog).getByRole('button', { name: toolTexts.uploadAction });

    expect(upload).toBeDisabled();
    await view.user.upload(within(dialog).getByLabelText('Browse files'), pdf('deck.pdf'));
    expect(upload).toBeDisabled();
    await choose(view, dialog, toolTexts.documentType, 'Fund Deck');
    expect(upload).toBeEnabled();
    await view.user.click(within(dialog).getByRole('button', { name: 'Remove deck.pdf' }));
    expect(upload).toBeDisabled();
    expect(view.api.callsTo('POST', '/api/documents/upload')).toHaveLength(0);
  });

  it('asks for a document type, and sends nothing, when the form is sent without one', async () => {
    const view = renderTools({ routes: storeAll });
    const dialog = await openTool(view, 'Document Processing');
    await view.user.upload(within(dialog).getByLabelText('Browse files'), pdf('deck.pdf'));

    // The disabled button is the first guard; the shared upload rule is the second.
    fireEvent.submit(within(dialog).getByRole('button', { name: toolTexts.uploadAction }).closest('form')!);

    expect(await within(dialog).findByText('Please select a document type')).toBeVisible();
    expect(view.api.callsTo('POST', '/api/documents/upload')).toHaveLength(0);
  });

  it('files the upload in the General Repository as operational and internal', async () => {
    const view = renderTools({ routes: storeAll });
    const dialog = await openTool(view, 'Document Processing');
    expect(within(dialog).getByRole('combobox', { name: toolTexts.investment })).toHaveTextContent(
      documentTexts.generalRepository,
    );
    await choose(view, dialog, toolTexts.documentType, 'Track Record');
    await view.user.type(within(dialog).getByLabelText('Description (optional)'), 'Fund I-III');
    await view.user.upload(within(dialog).getByLabelText('Browse files'), [pdf('a.pdf'), pdf('b.pdf')]);

    await view.user.click(within(dialog).getByRole('button', { name: toolTexts.uploadAction }));

    expect(await screen.findByText(documentToasts.uploadStarted.title)).toBeVisible();
    const body = view.api.callsTo('POST', '/api/documents/upload')[0].body as FormData;
    expect(body.getAll('documents')).toHaveLength(2);
    for (const index of [0, 1]) {
      expect(JSON.parse(String(body.get(`metadata_${index}`)))).toEqual({
        investmentId: null,
        type: 'track_record',
        category: 'operational',
        confidentialityLevel: 'internal',
        description: 'Fund I-III',
      });
    }
  });

  it('files it under the chosen investment, leaving archived ones out of the choice', async () => {
    const view = renderTools({ routes: storeAll });
    const dialog = await openTool(view, 'Document Processing');
    await view.user.click(within(dialog).getByRole('combobox', { name: toolTexts.investment }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      documentTexts.generalRepository,
      'Harbor Credit Fund II',
    ]);
    await view.user.click(screen.getByRole('option', { name: 'Harbor Credit Fund II' }));
    await choose(view, dialog, toolTexts.documentType, 'LPA (Limited Partnership Agreement)');
    await view.user.upload(within(dialog).getByLabelText('Browse files'), pdf('lpa.pdf'));

    await view.user.click(within(dialog).getByRole('button', { name: toolTexts.uploadAction }));

    await screen.findByText(documentToasts.uploadStarted.title);
    const body = view.api.callsTo('POST', '/api/documents/upload')[0].body as FormData;
    expect(JSON.parse(String(body.get('metadata_0')))).toMatchObject({ investmentId: 3, type: 'lpa' });
  });

  it('says when the upload failed', async () => {
    const view = renderTools({
      routes: (method, path) =>
        method === 'POST' && path === '/api/documents/upload' ? json(500, { message: 'boom' }) : undefined,
    });
    const dialog = await openTool(view, 'Document Processing');
    await choose(view, dialog, toolTexts.documentType, 'Fund Deck');
    await view.user.upload(within(dialog).getByLabelText('Browse files'), pdf('deck.pdf'));

    await view.user.click(within(dialog).getByRole('button', { name: toolTexts.uploadAction }));

    expect(await screen.findByText(documentToasts.uploadFailed.title)).toBeVisible();
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("shows each file's reason when the server could store none of them", async () => {
    const view = renderTools({
      routes: (method, path) =>
        method === 'POST' && path === '/api/documents/upload'
          ? json(400, {
              message: uploadTexts.noneStored,
              documents: [],
              errors: [{ fileName: 'deck.pdf', message: uploadTexts.contentMismatch('deck.pdf') }],
            })
          : undefined,
    });
    const dialog = await openTool(view, 'Document Processing');
    await choose(view, dialog, toolTexts.documentType, 'Fund Deck');
    await view.user.upload(within(dialog).getByLabelText('Browse files'), pdf('deck.pdf'));

    await view.user.click(within(dialog).getByRole('button', { name: toolTexts.uploadAction }));

    expect(await screen.findByText(documentToasts.uploadFailed.title)).toBeVisible();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      uploadTexts.contentMismatch('deck.pdf'),
    );
  });

  it('lets a viewer open it but not upload', async () => {
    const view = renderTools({ role: 'viewer' });
    const dialog = await openTool(view, 'Document Processing');

    expect(within(dialog).getByRole('note')).toHaveTextContent(toolTexts.viewerCannotUpload);
    expect(within(dialog).getByRole('button', { name: toolTexts.uploadAction })).toBeDisabled();
    expect(within(dialog).getByLabelText('Browse files')).toBeDisabled();
  });
});

describe('the other tools (SPEC 2, 8)', () => {
  it('Memo builder needs an investment, then saves its memo', async () => {
    const downloads = catchDownloads();
    const view = renderTools();
    const dialog = await openTool(view, 'Memo Builder');
    const generate = within(dialog).getByRole('button', { name: toolTexts.generate });
    expect(generate).toBeDisabled();

    await choose(view, dialog, toolTexts.memoInvestment, 'Harbor Credit Fund II');
    await view.user.click(generate);

    expect(await screen.findByText(investmentToasts.memoGenerated.title)).toBeVisible();
    expect(view.api.callsTo('POST', '/api/investments/3/memo/generate')).toHaveLength(1);
    expect(downloads.map((download) => download.name)).toEqual(['investment-memo-3.pdf']);
  });

  it('Memo builder asks for an investment, and sends nothing, when sent without one', async () => {
    const view = renderTools();
    const dialog = await openTool(view, 'Memo Builder');

    fireEvent.submit(within(dialog).getByRole('button', { name: toolTexts.generate }).closest('form')!);

    expect(await within(dialog).findByText('Please select an investment')).toBeVisible();
    expect(view.api.calls.filter((call) => call.path.endsWith('/memo/generate'))).toHaveLength(0);
  });

  it('Memo builder says so when the memo fails', async () => {
    const view = renderTools({
      routes: (method, path) =>
        method === 'POST' && path === '/api/investments/3/memo/generate'
          ? json(500, { message: 'x' })
          : undefined,
    });
    const dialog = await openTool(view, 'Memo Builder');
    await choose(view, dialog, toolTexts.memoInvestment, 'Harbor Credit Fund II');
    await view.user.click(within(dialog).getByRole('button', { name: toolTexts.generate }));

    expect(await screen.findByText(investmentToasts.memoFailed.title)).toBeVisible();
  });

  it('Company research sends nothing for a blank topic and reports a failed call', async () => {
    const view = renderTools();
    const dialog = await openTool(view, 'Company Research');
    const topic = within(dialog).getByLabelText(toolTexts.researchTopic);
    const research = within(dialog).getByRole('button', { name: toolTexts.research });

    await view.user.type(topic, '   ');
    expect(research).toBeDisabled();
    await view.user.type(topic, '{Enter}');
    expect(view.api.callsTo('POST', '/api/tools/company-research')).toHaveLength(0);

    await view.user.type(topic, 'Nordic logistics');
    await view.user.click(research);

    expect(await screen.findByText(toolToasts.researchFailed.title)).toBeVisible();
    expect(view.api.callsTo('POST', '/api/tools/company-research')[0].body).toEqual({
      query: 'Nordic logistics',
    });
  });

  it('Company research shows the summary, key findings and source links', async () => {
    const view = renderTools({
      routes: (method, path) =>
        method === 'POST' && path === '/api/tools/company-research'
          ? json(200, {
              summary: 'A consolidating market.',
              keyFindings: ['Three players hold 60%'],
              sources: [{ title: 'Industry report.pdf, p. 4', url: '/documents/12?page=4' }],
              fallback: false,
              unverifiedFigures: [],
            })
          : undefined,
    });
    const dialog = await openTool(view, 'Company Research');
    await view.user.type(within(dialog).getByLabelText(toolTexts.researchTopic), 'Nordic logistics{Enter}');

    expect(await screen.findByText(toolToasts.researchComplete.title)).toBeVisible();
    const result = within(dialog).getByRole('region', { name: 'Research result' });
    expect(within(result).getByText('A consolidating market.')).toBeVisible();
    expect(within(result).getByText('Three players hold 60%')).toBeVisible();
    expect(within(result).getByRole('link', { name: 'Industry report.pdf, p. 4' })).toHaveAttribute(
      'href',
      '/documents/12?page=4',
    );
  });

  it("Company research says when the model failed, and marks a model's unverified figures", async () => {
    const view = renderTools({
      routes: (method, path) =>
        method === 'POST' && path === '/api/tools/company-research'
          ? json(200, {
              summary: 'A consolidating market of 12 players.',
              keyFindings: ['From the model, not from your documents: 12 players remain.'],
              sources: [],
              fallback: true,
              fallbackReason: 'the AI model service answered 500',
              unverifiedFigures: ['12'],
            })
          : undefined,
    });
    const dialog = await openTool(view, 'Company Research');
    await view.user.type(within(dialog).getByLabelText(toolTexts.researchTopic), 'Nordic logistics{Enter}');

    expect(await screen.findByText('Fallback Mode')).toBeVisible();
    expect(screen.getByText('Using local AI service: the AI model service answered 500')).toBeVisible();
    const result = within(dialog).getByRole('region', { name: 'Research result' });
    expect(within(result).getByRole('note')).toHaveTextContent('12');
  });

  it('Portfolio analytics leads to /analytics', async () => {
    const view = renderTools();
    const dialog = await openTool(view, 'Portfolio Analytics');
    expect(within(dialog).getByRole('link', { name: toolTexts.openAnalytics })).toHaveAttribute(
      'href',
      '/analytics',
    );
  });

  it('Market intelligence and LP reporting say they are not available yet, and their buttons Coming Soon', async () => {
    const view = renderTools();
    const dialog = await openTool(view, 'Market Intelligence');
    expect(within(dialog).getByRole('note')).toHaveTextContent(
      toolTexts.notAvailableYet('Market Intelligence'),
    );
    await view.user.click(within(dialog).getByRole('button', { name: 'Market Overview' }));
    expect(await screen.findByText(toolToasts.comingSoon('Market Overview').title)).toBeVisible();
  });

  it.each(['DDQ Maker', 'Risk Assessment'])('%s shows Coming Soon', async (title) => {
    const view = renderTools();
    const dialog = await openTool(view, title);
    expect(within(dialog).getByRole('note')).toHaveTextContent(toolTexts.comingSoon);
  });
});
