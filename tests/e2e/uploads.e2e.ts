import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DocumentListItem } from '@shared/document';
import { documentToasts, uploadFileToasts } from '@client/texts/document-messages';
import type { Role } from '@shared/roles';
import { toolTexts } from '@client/features/tools/tools-texts';
import { detailTexts } from '@client/features/investment-detail/detail-texts';
import { makeDocx } from '../../src/server/extraction/test-support/make-docx';
import { makeScannedPdf } from '../../src/server/extraction/test-support/make-scanned-pdf';
import { AppShell } from './pages/app-shell';
import { callApi, createInvestment, InvestmentDetailPage, uniqueName } from './pages/investment-detail-page';
import { ToolsPage } from './pages/tools-page';
import { UploadDialog, type UploadFile } from './pages/upload-dialog';
import { useBrowser } from './support/browser';
import { signedInAs } from './support/signed-in';

// How long a scan's OCR may take to show and to finish in the browser test.
const ocrWaitMs = 150_000;

function docxFile(
  name: string,
  paragraphs = ['Operational due diligence notes.', 'Custody and valuation policies reviewed.'],
): UploadFile {
  const bytes = makeDocx(paragraphs);
  return {
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from(bytes),
  };
}

describe('uploads', () => {
  const browser = useBrowser();

  const asDemoUser = (role: Role, steps: (page: Page, shell: AppShell) => Promise<void>) =>
    signedInAs(browser(), role, (page) => steps(page, new AppShell(page)));

  it("uploads a fund deck on the investment's page and sees it go from Processing to Processed", () =>
    asDemoUser('member', async (page, shell) => {
      const investment = await createInvestment(page, uniqueName('Upload Fund'));
      const detail = new InvestmentDetailPage(page);
      await detail.goto(investment.id);
      const checklist = detail.region('Core Documents');
      await checklist.getByText('0% complete').waitFor();
      const tab = await detail.openTab('Documents');
      await tab.getByText(detailTexts.noDocuments).waitFor();

      await tab.getByRole('button', { name: detailTexts.uploadDocuments }).click();
      const upload = new UploadDialog(page, detailTexts.uploadDocuments);
      // Long enough (some seconds of reading) that the row is seen as Processing before it is Processed.
      const paragraphs = Array.from(
        { length: 60_000 },
        (_, index) => `Section ${index}: the fund targets $750M with a net IRR of 21%.`,
      );
      await upload.chooseFiles([docxFile('Upload Fund deck.docx', paragraphs)]);
      expect(await upload.chosenFiles().count()).toBe(1);
      const answer = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/documents/upload') && response.request().method() === 'POST',
      );
      await upload.submit();
      await upload.progress().waitFor();

      // The server stores the file and answers it as Processing; the tab then follows it to Processed.
      const stored = (await (await answer).json()) as { documents: DocumentListItem[] };
      expect(stored.documents.map((document) => [document.name, document.status])).toEqual([
        ['Upload Fund deck.docx', 'processing'],
      ]);
      await shell.toast(documentToasts.detailUploaded.title).waitFor();
      await upload.dialog.waitFor({ state: 'hidden' });
      const row = tab.getByRole('row').filter({ hasText: 'Upload Fund deck.docx' });
      await row.getByText('Processing', { exact: true }).waitFor();
      await row.getByText('Processed', { exact: true }).waitFor({ timeout: 60_000 });
      await checklist.getByRole('img', { name: 'Processed' }).waitFor();
      await checklist.getByText('25% complete').waitFor();

      const kept = await callApi<DocumentListItem[]>(
        page,
        'GET',
        `/api/documents?investmentId=${investment.id}`,
      );
      expect(kept).toEqual([
        expect.objectContaining({
          name: 'Upload Fund deck.docx',
          type: 'fund_deck',
          category: 'marketing',
          confidentialityLevel: 'internal',
          status: 'processed',
        }),
      ]);
    }));

  it('refuses a file of another format before sending it', () =>
    asDemoUser('member', async (page, shell) => {
      const investment = await createInvestment(page, uniqueName('Invalid Upload Fund'));
      const detail = new InvestmentDetailPage(page);
      await detail.goto(investment.id);
      const tab = await detail.openTab('Documents');
      await tab.getByRole('button', { name: detailTexts.uploadDocuments }).click();
      const upload = new UploadDialog(page, detailTexts.uploadDocuments);

      await upload.chooseFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }]);

      await shell.toast(uploadFileToasts.invalidType('notes.txt').title).waitFor();
      expect(await upload.chosenFiles().count()).toBe(0);
    }));

  // OCR shares two cores with the rest of the suite: a tesseract start and two pages can take minutes
  // there. Its 'OCR page N of M' lasts less than the list's 2 s poll on a quiet machine, so the
  // progress is checked where it can be waited for: the API test and the screen's component test.
  it(
    'uploads a scanned call notice and sees it read by OCR until it is Processed',
    () =>
      asDemoUser('member', async (page, shell) => {
        const investment = await createInvestment(page, uniqueName('Scan Fund'));
        const detail = new InvestmentDetailPage(page);
        await detail.goto(investment.id);
        const tab = await detail.openTab('Documents');
        await tab.getByRole('button', { name: detailTexts.uploadDocuments }).click();
        const upload = new UploadDialog(page, detailTexts.uploadDocuments);
        const scan = await makeScannedPdf([
          ['Capital Call Notice', 'The Fund calls capital of $4,200,000 from its limited partners.'],
          ['Wire instructions', 'Payment is due within ten business days of this notice.'],
        ]);
        await upload.chooseFiles([
          { name: 'Scanned call notice.pdf', mimeType: 'application/pdf', buffer: Buffer.from(scan) },
        ]);
        await upload.submit();
        await shell.toast(documentToasts.detailUploaded.title).waitFor();
        await upload.dialog.waitFor({ state: 'hidden' });

        const row = tab.getByRole('row').filter({ hasText: 'Scanned call notice.pdf' });
        await row.getByText('Processed', { exact: true }).waitFor({ timeout: ocrWaitMs });
        expect(await row.getByText(/^OCR page/).count()).toBe(0);
        const [kept] = await callApi<DocumentListItem[]>(
          page,
          'GET',
          `/api/documents?investmentId=${investment.id}`,
        );
        const whole = await callApi<{ processingNotes: string[] }>(page, 'GET', `/api/documents/${kept.id}`);
        expect(whole.processingNotes).toContainEqual(
          expect.stringMatching(/^Read by OCR \(no text layer\): pages 1-2;/),
        );
      }),
    ocrWaitMs * 2 + 30_000,
  );

  it('uploads through the Tools page to the General Repository', () =>
    asDemoUser('member', async (page, shell) => {
      const tools = new ToolsPage(page);
      await tools.goto();
      const upload = await tools.openDocumentProcessing();
      const name = `${uniqueName('Repository ODD notes')}.docx`;
      await upload.choose(toolTexts.documentType, 'Call Notes');
      await upload.chooseFiles([docxFile(name)]);

      await upload.submit(toolTexts.uploadAction);

      await shell.toast(documentToasts.uploadStarted.title).waitFor();
      await upload.dialog.waitFor({ state: 'hidden' });
      const all = await callApi<DocumentListItem[]>(page, 'GET', '/api/documents');
      expect(all.find((document) => document.name === name)).toMatchObject({
        investmentId: null,
        type: 'call_notes',
        category: 'operational',
        confidentialityLevel: 'internal',
      });
    }));

  it('lets a viewer open Document Processing but not upload', () =>
    asDemoUser('viewer', async (page) => {
      const tools = new ToolsPage(page);
      await tools.goto();
      const upload = await tools.openDocumentProcessing();
      await upload.dialog.getByText(toolTexts.viewerCannotUpload).waitFor();
      expect(await upload.dialog.getByRole('button', { name: toolTexts.uploadAction }).isDisabled()).toBe(
        true,
      );
    }));
});
