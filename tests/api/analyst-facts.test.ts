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
    expect(body.response).toContain('### Figures in your documents');
    expect(body.response).toMatch(
      /- \*\*Carried interest\*\*: 20% \(the fund\) — \*Northbridge LPA\.pdf\*, page 2 \[1\]: "The carried interest is 20% over an 8% hurdle\."/,
    );
    const figures = body.response.split('### From your documents')[0];
    expect(figures).not.toContain('15%');
    expect(body.response.match(/The carried interest is 20%/g)).toHaveLength(1);
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
    const named = (await ask(t.app, admin, 'What is the carried interest of Northbridge?')).json();
    expect(named.response).not.toContain('### Figures in your documents');
    expect(named.response).not.toMatch(/20%|Northbridge LPA/);
    expect(named.citations.map((citation: { title: string }) => citation.title)).toEqual([
      'Tillwise deck.pdf',
    ]);
    // 'Fund' and 'Growth' name nothing: Tillwise Capital Fund II's carry is not a Northbridge figure.
    const generic = (
      await ask(t.app, admin, 'What is the carried interest of Northbridge Growth Fund?')
    ).json();
    expect(generic.response).not.toContain('### Figures in your documents');
    expect(generic.response).not.toContain('**Carried interest**');
    const unnamed = (await ask(t.app, admin, 'What is the carried interest?')).json();
    expect(unnamed.response).toContain('**Carried interest**: 15%');
    expect(unnamed.response).not.toMatch(/20%|Northbridge LPA/);
  });
});
