import { describe, expect, it } from 'vitest';
import { conceptRegistry } from '@shared/concept-registry';
import { oneTable } from '../fixtures/one-table';
import { readFigures } from '../ledger/read-figures';
import { conceptCandidates, conceptFeatureNames } from './concept-features';

/** Whether the concept's phrase in the figure's label stands as a modifier of further words. */
function modifierFeature(label: string, value: string, concept: string): number | undefined {
  const table = oneTable({
    caption: 'Allocation by strategy',
    columns: ['Actual'],
    rows: [{ label, parent: null, values: [value] }],
  });
  const [figure] = readFigures(table);
  const index = conceptRegistry.findIndex((entry) => entry.id === concept);
  const candidate = conceptCandidates(figure, { type: 'presentation' }).find(
    (item) => item.concept === index,
  );
  return candidate?.features[conceptFeatureNames.indexOf('label_modifier')];
}

describe('a concept phrase in a label', () => {
  it('modifies the words after it when it opens a compound', () => {
    expect(modifierFeature('Value-Add & Opportunistic Real Estate', '1.8%', 'excess_return')).toBe(1);
    expect(modifierFeature('Management fee income', '2.1%', 'management_fee')).toBe(1);
  });

  it('is what the label names when the label ends in it or goes on with a clause or an aside', () => {
    expect(modifierFeature('Value added (bps)', '40', 'excess_return')).toBe(0);
    expect(modifierFeature('Net return since inception', '9.1%', 'total_return')).toBe(0);
    expect(modifierFeature('Portfolio excess return', '1.2%', 'excess_return')).toBe(0);
  });
});
