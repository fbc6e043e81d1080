import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Investment } from '@shared/investment';
import { investmentToasts } from '@client/texts/investment-messages';
import type { Role } from '@shared/roles';
import {
  pipelineActionLabels,
  pipelineColumnLabels,
  pipelineExportFileName,
  pipelineTexts,
} from '@client/features/pipeline/pipeline-texts';
import { screenHeadings } from '@client/texts/screen-headings';
import { AppShell } from './pages/app-shell';
import { PipelinePage } from './pages/pipeline-page';
import { baseUrl, desktop, mobile, useBrowser } from './support/browser';
import { signedInAs } from './support/signed-in';

/** Names unique to this run, so the tests only change rows they created. */
const run = Date.now().toString(36);

describe('investment pipeline', () => {
  const browser = useBrowser();

  const asDemoUser = (
    role: Role,
    steps: (pipeline: PipelinePage, shell: AppShell, page: Page) => Promise<void>,
    viewport = desktop,
  ) =>
    signedInAs(browser(), role, (page) => steps(new PipelinePage(page), new AppShell(page), page), viewport);

  it('adds an investment after a validation error is fixed, and lists it with a toast', () =>
    asDemoUser('member', async (pipeline, shell) => {
      const name = `Kestrel Ventures ${run}`;
      await pipeline.goto();
      expect(await shell.heading().textContent()).toBe(screenHeadings.pipeline.title);

      await pipeline.openAddDialog();
      await pipeline.field('name').fill(name);
      await pipeline.chooseInDialog('type', 'Co-Investment');
      await pipeline.field('targetSize').fill('$250M');
      await pipeline.field('geography').fill('Europe');
      await pipeline.field('keyRisks').fill('Key person, Valuations');
      await pipeline.submitAddDialog();
      await pipeline.addDialog.getByText('Strategy is required').waitFor();

      await pipeline.field('strategy').fill('Venture Capital');
      await pipeline.submitAddDialog();
      await shell.toast(investmentToasts.created.title).waitFor();
      await pipeline.addDialog.waitFor({ state: 'hidden' });

      await pipeline.search(name);
      const row = pipeline.row(name);
      await row.waitFor();
      expect(await row.getByRole('cell').allInnerTexts()).toEqual(
        expect.arrayContaining(['Co-Inv', 'Venture Capital', '$250M', 'Due Diligence', 'Europe']),
      );
      await expect.poll(() => pipeline.resultsCount().textContent()).toBe(pipelineTexts.resultsCount(1));
    }));

  it('searches, filters by status and type, and sorts by a column both ways', () =>
    asDemoUser('member', async (pipeline) => {
      const prefix = `Sortcheck ${run}`;
      const large = `${prefix} Large`;
      const middle = `${prefix} Middle`;
      const small = `${prefix} Small`;
      await pipeline.createThroughApi({ name: large, status: 'approved', targetSize: '$2B', irr: '25%' });
      await pipeline.createThroughApi({
        name: middle,
        type: 'co-investment',
        status: 'on_hold',
        targetSize: '$300M',
        irr: '10%',
      });
      await pipeline.createThroughApi({ name: small, status: 'approved', targetSize: '$50M' });
      await pipeline.goto();

      await pipeline.search(prefix.toUpperCase());
      await expect.poll(() => pipeline.rowNames()).toEqual([small, middle, large]);
      expect(await pipeline.resultsCount().textContent()).toBe(pipelineTexts.resultsCount(3));

      await pipeline.filterByStatus('Approved');
      await expect.poll(() => pipeline.rowNames()).toEqual([small, large]);
      await pipeline.filterByStatus('All Statuses');
      await pipeline.filterByType('Co-Investments');
      await expect.poll(() => pipeline.rowNames()).toEqual([middle]);
      await pipeline.filterByType('All Types');

      await pipeline.sortBy('targetSize');
      expect(await pipeline.columnHeader('targetSize').getAttribute('aria-sort')).toBe('ascending');
      await expect.poll(() => pipeline.rowNames()).toEqual([small, middle, large]);
      await pipeline.sortBy('targetSize');
      expect(await pipeline.columnHeader('targetSize').getAttribute('aria-sort')).toBe('descending');
      await expect.poll(() => pipeline.rowNames()).toEqual([large, middle, small]);

      // No IRR has changed yet, so no arrow suggests a trend; a high one still says so.
      expect(await pipeline.row(large).textContent()).toContain(pipelineTexts.highIrr);
      expect(await pipeline.row(middle).textContent()).not.toContain(pipelineTexts.highIrr);
      for (const name of [large, middle, small])
        expect(await pipeline.row(name).getByRole('img').count()).toBe(0);
    }));

  it('archives an investment and deletes another after confirmation', () =>
    asDemoUser('member', async (pipeline, shell, page) => {
      const prefix = `Cleanup ${run}`;
      const archived = await pipeline.createThroughApi({ name: `${prefix} Archive me` });
      const deleted = await pipeline.createThroughApi({ name: `${prefix} Delete me` });
      await pipeline.goto();
      await pipeline.search(prefix);
      await expect.poll(() => pipeline.rowNames()).toHaveLength(2);

      await pipeline.chooseRowAction(archived.name, pipelineActionLabels.archive);
      await shell.toast(investmentToasts.archived.title).waitFor();
      await expect.poll(() => pipeline.rowNames()).toEqual([deleted.name]);

      await pipeline.deleteWithConfirmation(deleted.name);
      await shell.toast(investmentToasts.deleted.title).waitFor();
      await page.getByText(pipelineTexts.noResults).waitFor();

      expect(await pipeline.storedInvestment(deleted.id)).toBeNull();
      expect((await pipeline.storedInvestment(archived.id))?.status).toBe('archived');
    }));

  it('copies the share link of an investment', () =>
    asDemoUser('member', async (pipeline, shell, page) => {
      const investment = await pipeline.createThroughApi({ name: `Share ${run}` });
      await pipeline.goto();
      await pipeline.search(investment.name);

      await pipeline.chooseRowAction(investment.name, pipelineActionLabels.shareLink);
      await shell.toast(investmentToasts.linkCopied.title).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        `${baseUrl()}/investments/${investment.id}`,
      );
    }));

  it('exports the filtered pipeline as CSV and Excel, the export recorded in the audit trail first', () =>
    asDemoUser('viewer', async (pipeline, _shell, page) => {
      await pipeline.goto();
      await pipeline.search('Northbridge');
      await expect.poll(() => pipeline.rowNames()).toEqual(['Northbridge Growth Partners IV']);

      const recorded = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/audit-events/exports') && response.request().method() === 'POST',
      );
      const csv = await pipeline.export('CSV');
      expect((await recorded).status()).toBe(204);
      expect((await recorded).request().postDataJSON()).toMatchObject({
        kind: 'pipeline',
        format: 'csv',
        rowCount: 1,
        filters: { search: 'Northbridge' },
      });
      expect(csv.suggestedFilename()).toBe(pipelineExportFileName('csv'));
      const lines = (await readFile(await csv.path(), 'utf8')).trim().split('\r\n');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain('Northbridge Growth Partners IV');

      const xlsx = await pipeline.export('Excel (XLSX)');
      expect(xlsx.suggestedFilename()).toBe(pipelineExportFileName('xlsx'));
      // An .xlsx file is a zip archive.
      expect((await readFile(await xlsx.path())).subarray(0, 2).toString()).toBe('PK');
    }));

  it('shows a viewer the pipeline without Add', () =>
    asDemoUser('viewer', async (pipeline) => {
      await pipeline.goto();
      await pipeline.button(pipelineActionLabels.export).waitFor();
      expect(await pipeline.button(pipelineActionLabels.add).count()).toBe(0);
    }));

  it('shows cards instead of the table at 375 px', () =>
    asDemoUser(
      'member',
      async (pipeline, _shell, page) => {
        const investment = await pipeline.createThroughApi({ name: `Card ${run}`, irr: '31%' });
        await pipeline.goto();
        await pipeline.search(investment.name);

        const card = pipeline.card(investment.name);
        await card.waitFor();
        expect(await pipeline.table.count()).toBe(0);
        expect(await card.textContent()).toContain(pipelineTexts.highIrr);
        await card.getByRole('link', { name: pipelineTexts.viewInvestment(investment.name) }).waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          mobile.width,
        );
      },
      mobile,
    ));

  it('keeps 10,000 investments responsive: a window of rows and a quick sort', () =>
    asDemoUser('viewer', async (pipeline, _shell, page) => {
      const template = (await (await page.request.get('/api/investments')).json()) as Investment[];
      const many = Array.from({ length: 10_000 }, (_, index) => ({
        ...template[0],
        id: 1_000_000 + index,
        name: `Bench ${String((index * 7919) % 10_000).padStart(5, '0')}`,
      }));
      // Answer the list with a benchmark team instead of the shared demo data.
      await page.route('**/api/investments', (route) =>
        route.request().method() === 'GET' ? route.fulfill({ json: many }) : route.fallback(),
      );
      await pipeline.goto();
      expect(await pipeline.resultsCount().textContent()).toBe(pipelineTexts.resultsCount(10_000));
      expect(await pipeline.table.getAttribute('aria-rowcount')).toBe('10001');
      expect((await pipeline.rowNames()).length).toBeLessThan(60);

      // Time from the click on Name until the first row is the first name, measured in the page.
      const sortMs = await page.evaluate((nameLabel) => {
        const header = [...document.querySelectorAll('th button')].find(
          (button) => button.textContent === nameLabel,
        );
        const firstName = () => document.querySelector('tbody tr[aria-rowindex] a')?.textContent;
        return new Promise<number>((resolve) => {
          const started = performance.now();
          const observer = new MutationObserver(() => {
            if (firstName() !== 'Bench 00000') return;
            observer.disconnect();
            resolve(performance.now() - started);
          });
          observer.observe(document.querySelector('tbody') as Node, { childList: true, subtree: true });
          (header as HTMLButtonElement).click();
        });
      }, pipelineColumnLabels.name);
      // Loose on purpose: the browser tests run a development build of React on a shared machine.
      // It still catches rendering every row or a quadratic sort, which take seconds.
      expect(sortMs).toBeLessThan(1000);
    }));
});
