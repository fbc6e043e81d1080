import { describe, it } from 'vitest';
import { toolTexts, toolToasts } from '@client/features/tools/tools-texts';
import { AppShell } from './pages/app-shell';
import { ToolsPage } from './pages/tools-page';
import { desktop, mobile, useBrowser } from './support/browser';
import { signedInAs } from './support/signed-in';

describe('company research', () => {
  const browser = useBrowser();

  it.each([
    ['1440', desktop],
    ['375', mobile],
  ] as const)(
    'researches a manager from the demo data room and opens a source, at %s px',
    (_width, viewport) =>
      signedInAs(
        browser(),
        'viewer',
        async (page) => {
          const tools = new ToolsPage(page);
          await tools.goto();
          const dialog = await tools.openTool('Company Research');
          await dialog.getByLabel(toolTexts.researchTopic).fill('Northbridge');
          await dialog.getByRole('button', { name: toolTexts.research }).click();

          await new AppShell(page).toast(toolToasts.researchComplete.title).waitFor();
          const result = dialog.getByRole('region', { name: 'Research result' });
          const source = result.getByRole('link').first();
          await source.waitFor();
          const href = await source.getAttribute('href');
          // Opened from the keyboard: a pointer click can miss while the result's text is still laid out.
          await source.focus();
          await page.keyboard.press('Enter');
          await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
        },
        viewport,
      ),
  );
});
