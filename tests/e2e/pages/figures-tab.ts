import type { Locator } from 'playwright-core';
import { figureTexts } from '@client/features/documents/figure-texts';

/** The document dialog's Figures tab: the search box, the count, the table of figures and its pages. */
export class FiguresTab {
  readonly table: Locator;
  readonly searchBox: Locator;

  constructor(readonly dialog: Locator) {
    this.table = dialog.getByRole('table', { name: figureTexts.tableLabel });
    this.searchBox = dialog.getByRole('searchbox', { name: figureTexts.searchLabel });
  }

  async open(): Promise<void> {
    await this.dialog.getByRole('tab', { name: figureTexts.tab }).click();
    await this.table.waitFor();
  }

  async search(text: string): Promise<void> {
    await this.searchBox.fill(text);
  }

  /** The count above the table ('N figures', 'N of M figures'). */
  count(): Locator {
    return this.dialog.getByText(/^[\d,]+ (of [\d,]+ )?figures?$/);
  }

  /** The figure labels of the table's rows, top to bottom. */
  labels(): Promise<string[]> {
    return this.table
      .locator('tbody tr th')
      .evaluateAll((cells) => cells.map((cell) => cell.querySelector('span span')?.textContent ?? ''));
  }

  row(label: string): Locator {
    return this.table.locator('tbody tr').filter({ has: this.dialog.getByText(label, { exact: true }) });
  }

  /** True when the dialog is no wider than its box: a wide table scrolls inside its own. */
  fitsDialog(): Promise<boolean> {
    return this.dialog.evaluate((element) => element.scrollWidth <= element.clientWidth);
  }
}
