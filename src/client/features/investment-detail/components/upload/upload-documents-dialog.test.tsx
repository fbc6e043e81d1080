import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentListItem, UploadResponse } from '@shared/document';
import { documentToasts, uploadFileToasts } from '@client/texts/document-messages';
import { maxFilesPerUpload, uploadTexts } from '@shared/document-upload';
import type { Role } from '@shared/roles';
import { renderApp } from '@client/testing/render-app';
import { json } from '@client/testing/json-response';
import { testUser } from '@client/testing/test-users';
import { detailTexts } from '../../detail-texts';
import { testDocument, testInvestment } from '../../testing/detail-test-data';
import { fakeDetailApi } from '../../testing/fake-detail-api';

const uploadRoute = 'POST /api/documents/upload';
const pdfType = 'application/pdf';

function pdf(name: string, size = 1200): File {
  return new File([new Uint8Array(size)], name, { type: pdfType });
}

type Answer = (form: FormData) => Response;

/** What the server stores: one processing row per file, none refused. */
const storeAll: Answer = (form) =>
  json(201, {
    documents: form
      .getAll('documents')
      .map((part, index) =>
        testDocument({ id: 900 + index, name: (part as File).name, status: 'processing' }),
      ),
    errors: [],
  } satisfies UploadResponse);

function renderUpload({
  role = 'member',
  answer = storeAll,
  documents = [],
}: { role?: Role; answer?: Answer; documents?: DocumentListItem[] } = {}) {
  const detail = fakeDetailApi({ investments: [testInvestment()], documents });
  return renderApp({
    path: '/pipeline/7',
    user: testUser(role),
    routes: (method, path, body) =>
      `${method} ${path}` === uploadRoute && body instanceof FormData
        ? answer(body)
        : detail.routes(method, path, body),
  });
}

async function openDialog(view: ReturnType<typeof renderUpload>) {
  await view.user.click(await screen.findByRole('button', { name: detailTexts.uploadDocuments }));
  return screen.findByRole('dialog', { name: detailTexts.uploadDocuments });
}

function fileInput(dialog: HTMLElement): HTMLInputElement {
  return within(dialog).getByLabelText('Browse files');
}

function uploadBodies(view: ReturnType<typeof renderUpload>): FormData[] {
  return view.api.callsTo('POST', '/api/documents/upload').map((call) => call.body as FormData);
}

function dropFiles(dialog: HTMLElement, files: File[]) {
  fireEvent.drop(within(dialog).getByTestId('file-drop-zone'), { dataTransfer: { files } });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('upload dialog on the investment detail page (SPEC 2, 5)', () => {
  it('is offered to members but not to viewers', async () => {
    renderUpload({ role: 'viewer', documents: [testDocument()] });
    await screen.findByRole('table', { name: 'Documents' });
    expect(screen.queryByRole('button', { name: detailTexts.uploadDocuments })).not.toBeInTheDocument();
  });

  it('starts from fund deck, marketing and internal, and a new type brings its default category', async () => {
    const view = renderUpload();
    const dialog = await openDialog(view);

    expect(within(dialog).getByRole('combobox', { name: 'Document Type' })).toHaveTextContent('Fund Deck');
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveTextContent('Marketing');
    expect(within(dialog).getByRole('combobox', { name: 'Confidentiality Level' })).toHaveTextContent(
      'Internal',
    );
    expect(fileInput(dialog)).toHaveAttribute('accept', '.pdf,.doc,.docx,.xls,.xlsx');
    expect(fileInput(dialog)).toHaveAttribute('multiple');

    await view.user.click(within(dialog).getByRole('combobox', { name: 'Document Type' }));
    await view.user.click(await screen.findByRole('option', { name: 'LPA (Limited Partnership Agreement)' }));
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveTextContent('Legal');
  });

  it('drops a file of another format with its toast and keeps the rest', async () => {
    const view = renderUpload();
    const dialog = await openDialog(view);

    dropFiles(dialog, [new File(['hello'], 'notes.txt', { type: 'text/plain' }), pdf('deck.pdf')]);

    const toast = uploadFileToasts.invalidType('notes.txt');
    expect(await screen.findByText(toast.title)).toBeVisible();
    expect(screen.getByText(toast.description ?? '')).toBeVisible();
    const chosen = within(dialog).getByRole('list', { name: 'Selected files' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('deck.pdf')]);
  });

  it('drops a file over 50MB with its toast', async () => {
    const view = renderUpload();
    const dialog = await openDialog(view);
    const big = pdf('huge.pdf');
    Object.defineProperty(big, 'size', { value: 52_428_801 });

    await view.user.upload(fileInput(dialog), big);

    const toast = uploadFileToasts.tooLarge('huge.pdf');
    expect(await screen.findByText(toast.title)).toBeVisible();
    expect(screen.getByText(toast.description ?? '')).toBeVisible();
    expect(within(dialog).queryByRole('list', { name: 'Selected files' })).not.toBeInTheDocument();
  });

  it('asks for files when none are chosen, and sends nothing', async () => {
    const view = renderUpload();
    const dialog = await openDialog(view);

    await view.user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText(uploadFileToasts.noFiles.title)).toBeVisible();
    expect(screen.getByText(uploadFileToasts.noFiles.description ?? '')).toBeVisible();
    expect(uploadBodies(view)).toHaveLength(0);
  });

  it("sends each file as a 'documents' part with its own metadata_{index}", async () => {
    const view = renderUpload();
    const dialog = await openDialog(view);
    await view.user.click(within(dialog).getByRole('combobox', { name: 'Document Type' }));
    await view.user.click(await screen.findByRole('option', { name: 'DDQ (Due Diligence Questionnaire)' }));
    await view.user.click(within(dialog).getByRole('combobox', { name: 'Confidentiality Level' }));
    await view.user.click(await screen.findByRole('option', { name: 'Restricted' }));
    await view.user.type(within(dialog).getByLabelText('Description (optional)'), 'Q3 refresh');
    await view.user.upload(fileInput(dialog), [pdf('ddq-part-1.pdf', 1500), pdf('ddq-part-2.pdf', 2500)]);

    await view.user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await screen.findByText(documentToasts.detailUploaded.title);

    const [body] = uploadBodies(view);
    expect(body.getAll('documents').map((part) => (part as File).name)).toEqual([
      'ddq-part-1.pdf',
      'ddq-part-2.pdf',
    ]);
    const common = {
      type: 'ddq',
      category: 'compliance',
      confidentialityLevel: 'restricted',
      description: 'Q3 refresh',
      investmentId: 7,
    };
    expect(JSON.parse(String(body.get('metadata_0')))).toEqual({
      ...common,
      name: 'ddq-part-1.pdf',
      fileSize: 1500,
    });
    expect(JSON.parse(String(body.get('metadata_1')))).toEqual({
      ...common,
      name: 'ddq-part-2.pdf',
      fileSize: 2500,
    });
  });

  it('climbs to 85% while the server works, shows 100%, then closes and resets 800 ms later', async () => {
    const view = renderUpload();
    let answerNow: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answerNow = resolve));
    const fakeFetch = view.api.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST' && String(input) === '/api/documents/upload') await answered;
      return fakeFetch(input, init);
    });
    const dialog = await openDialog(view);
    await view.user.upload(fileInput(dialog), pdf('deck.pdf'));
    const documentLoads = view.api.callsTo('GET', '/api/documents?investmentId=7').length;

    vi.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    const bar = within(dialog).getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(bar).toHaveAttribute('aria-valuenow', '4');
    await act(() => vi.advanceTimersByTimeAsync(1200));
    expect(bar).toHaveAttribute('aria-valuenow', '20');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(bar).toHaveAttribute('aria-valuenow', '85');

    await act(async () => {
      answerNow();
      // The answer passes through a few promise steps (fetch, parse, mutation) before it lands.
      for (let step = 0; step < 20; step++) await Promise.resolve();
    });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText(documentToasts.detailUploaded.title)).toBeVisible();
    expect(screen.getByText(documentToasts.detailUploaded.description)).toBeVisible();

    await act(() => vi.advanceTimersByTimeAsync(799));
    expect(screen.getByRole('dialog', { name: detailTexts.uploadDocuments })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByRole('dialog', { name: detailTexts.uploadDocuments })).not.toBeInTheDocument();
    // SPEC 7: the change refreshes the documents the tab and checklist show.
    expect(view.api.callsTo('GET', '/api/documents?investmentId=7').length).toBeGreaterThan(documentLoads);

    vi.useRealTimers();
    const reopened = await openDialog(view);
    expect(within(reopened).queryByRole('list', { name: 'Selected files' })).not.toBeInTheDocument();
    expect(within(reopened).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says the upload failed, goes back to 0 and keeps the files for another try', async () => {
    const view = renderUpload({ answer: () => json(500, { message: 'Internal Server Error' }) });
    const dialog = await openDialog(view);
    await view.user.upload(fileInput(dialog), pdf('deck.pdf'));

    await view.user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText(documentToasts.detailUploadFailed.title)).toBeVisible();
    expect(screen.getByText(documentToasts.detailUploadFailed.description)).toBeVisible();
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeEnabled();
    expect(within(dialog).getByText('deck.pdf')).toBeVisible();
  });

  it('lists the files the server refused while the others are stored', async () => {
    const view = renderUpload({
      answer: () =>
        json(201, {
          documents: [testDocument({ id: 901, name: 'deck.pdf', status: 'processing' })],
          errors: [{ fileName: 'fake.pdf', message: 'fake.pdf does not contain what its extension says.' }],
        } satisfies UploadResponse),
    });
    const dialog = await openDialog(view);
    await view.user.upload(fileInput(dialog), [pdf('deck.pdf'), pdf('fake.pdf')]);

    await view.user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText(documentToasts.detailUploaded.title)).toBeVisible();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'fake.pdf does not contain what its extension says.',
    );
    // It stays open so the reasons can be read, even after the 800 ms.
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(screen.getByRole('dialog', { name: detailTexts.uploadDocuments })).toBeInTheDocument();
  });

  it("shows each file's reason when the server could store none of them", async () => {
    const view = renderUpload({
      answer: () =>
        json(400, {
          message: uploadTexts.noneStored,
          documents: [],
          errors: [
            { fileName: 'empty.pdf', message: uploadTexts.emptyFile('empty.pdf') },
            { fileName: 'fake.pdf', message: uploadTexts.contentMismatch('fake.pdf') },
          ],
        }),
    });
    const dialog = await openDialog(view);
    await view.user.upload(fileInput(dialog), [pdf('empty.pdf'), pdf('fake.pdf')]);

    await view.user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText(documentToasts.detailUploadFailed.title)).toBeVisible();
    const reasons = await within(dialog).findByRole('alert');
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([uploadTexts.emptyFile('empty.pdf'), uploadTexts.contentMismatch('fake.pdf')]);
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it(`keeps at most ${maxFilesPerUpload} files, says so, and sends no more`, async () => {
    const view = renderUpload();
    const dialog = await openDialog(view);
    const files = Array.from({ length: maxFilesPerUpload + 1 }, (_, index) => pdf(`part-${index + 1}.pdf`));

    await view.user.upload(fileInput(dialog), files);

    expect(await screen.findByText(uploadFileToasts.tooMany.description)).toBeVisible();
    const chosen = within(dialog).getByRole('list', { name: 'Selected files' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(maxFilesPerUpload);
    expect(within(chosen).queryByText(`part-${maxFilesPerUpload + 1}.pdf`)).not.toBeInTheDocument();
    await view.user.upload(fileInput(dialog), pdf('one-more.pdf'));
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(maxFilesPerUpload);

    await view.user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await screen.findByText(documentToasts.detailUploaded.title);
    expect(uploadBodies(view)[0].getAll('documents')).toHaveLength(maxFilesPerUpload);
  });
});
