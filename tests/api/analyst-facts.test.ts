import { describe, expect, it } from 'vitest';
import { makePdf } from '../../src/server/extraction/test-support/make-pdf';
import { ask, uploadProcessed } from './analyst-fixtures';
import { registerTeam } from './helper';
import { useTestApp } from './helper';

const t = useTestApp({ processDocuments: true });

const northbridgeLpa = makePdf([
  ['Limited Partnership Agreement: Northbridge Growth Partners IV', 'Section 1. Definitions.'],
  ['Section 8. Economic terms.', 'The carried interest is 20% over an 8% hurdle.'],
]);
const tillwiseDeck = makePdf([
  ['Tillwise Capital Fund II overview.', 'The carried interest of the Fund is 15% of profits.'],
]);

describe('document facts in the analyst chat', () => {
  it("answers from the figure the document's reading found, as written, cited at its page", async () => {
    const admin = await registerTeam(t.app);
    const [northbridge] = await uploadProcessed(t.app, admin, [
      { name: 'Northbridge LPA.pdf', content: northbridgeLpa },
      { name: 'Tillwise deck.pdf', content: tillwiseDeck },
    ]);
    const body = (await ask(t.app, admin, 'What is the carry of Northbridge?')).json();
    expect(body.response).toBe('For Northbridge, the carry was 20% [1].');
    expect(body.citations[0]).toEqual({
      kind: 'document',
      id: northbridge,
      title: 'Northbridge LPA.pdf',
      page: 2,
      quote: 'The carried interest is 20% over an 8% hurdle.',
      href: `/documents/${northbridge}?page=2`,
    });
  });

  it("never answers from another team's figures", async () => {
    const other = await registerTeam(t.app);
    await uploadProcessed(t.app, other, [{ name: 'Northbridge LPA.pdf', content: northbridgeLpa }]);
    const admin = await registerTeam(t.app);
    await uploadProcessed(t.app, admin, [{ name: 'Tillwise deck.pdf', content: tillwiseDeck }]);
    // Another team's Northbridge LPA is not this team's: its carry is not stated, and Tillwise's 15% is
    // only the closest figure, never Northbridge's.
    const named = (await ask(t.app, admin, 'What is the carried interest of Northbridge?')).json();
    expect(named.response).toMatch(/^The carried interest for Northbridge is not stated in your documents\./);
    expect(named.response).not.toMatch(/20%|Northbridge LPA/);
    expect(named.citations.map((citation: { title: string }) => citation.title)).toEqual([
      'Tillwise deck.pdf',
    ]);
    // 'Fund' and 'Growth' name nothing: Tillwise Capital Fund II's carry is not a Northbridge figure.
    const generic = (
      await ask(t.app, admin, 'What is the carried interest of Northbridge Growth Fund?')
    ).json();
    expect(generic.response).toMatch(/is not stated in your documents\./);
    const unnamed = (await ask(t.app, admin, 'What is the carried interest?')).json();
    expect(unnamed.response).toMatch(/^The carried interest was 15% \[1\]\./);
    expect(unnamed.response).not.toMatch(/20%|Northbridge LPA/);
  });
});
