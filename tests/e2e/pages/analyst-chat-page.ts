import type { Locator, Page } from 'playwright-core';
import { chatTexts } from '@client/texts/analyst-chat-texts';

/** / : the analyst chat, its suggested prompts, answers with citation chips, and History. */
export class AnalystChatPage {
  readonly input: Locator;
  readonly history: Locator;

  constructor(private readonly page: Page) {
    this.input = page.getByRole('textbox', { name: chatTexts.inputLabel });
    this.history = page.getByRole('dialog', { name: chatTexts.historyTitle });
  }

  async goto(): Promise<void> {
    await this.page.goto('/');
    await this.input.waitFor();
  }

  prompts(): Locator {
    return this.page.getByRole('region', { name: chatTexts.suggestedHeading }).getByRole('button');
  }

  /** Clicks a suggested prompt, waits until it is typed in full, and sends it with Enter. */
  async askSuggested(prompt: string): Promise<Locator> {
    const answers = this.answers();
    const before = await answers.count();
    await this.prompts().filter({ hasText: prompt }).click();
    await this.page.waitForFunction(
      ([label, text]) =>
        (document.querySelector(`textarea[aria-label="${label}"]`) as HTMLTextAreaElement | null)?.value ===
        text,
      [chatTexts.inputLabel, prompt] as const,
    );
    await this.input.press('Enter');
    const answer = answers.nth(before);
    await answer.waitFor({ timeout: 30_000 });
    return answer;
  }

  answers(): Locator {
    return this.page.getByRole('article', { name: chatTexts.analyst });
  }

  questions(): Locator {
    return this.page.getByRole('article', { name: chatTexts.you });
  }

  citation(answer: Locator, title: RegExp): Locator {
    return answer
      .getByRole('navigation', { name: chatTexts.sourcesHeading })
      .getByRole('link', { name: title });
  }

  /** A citation of an investment's record (not of a document whose name holds the investment's). */
  investmentCitation(answer: Locator, title: RegExp): Locator {
    return this.citation(answer, title).and(this.page.locator('a[href^="/investments/"]'));
  }

  async openHistory(): Promise<void> {
    await this.page.getByRole('button', { name: chatTexts.history }).click();
    await this.history.waitFor();
  }
}
