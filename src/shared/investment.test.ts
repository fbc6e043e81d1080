import { describe, expect, it } from 'vitest';
import { joinLineList, parseVintage, splitCommaList, splitLineList, zAddInvestmentForm } from './investment';
import { stageMenu } from './investment-stages';

describe('list fields', () => {
  it('splits on commas, trims and drops blanks (Add form)', () => {
    expect(splitCommaList(' Key person , , rates,')).toEqual(['Key person', 'rates']);
    expect(splitCommaList('   ')).toEqual([]);
  });

  it('splits one item per line and drops blank lines (Edit form), and joins back', () => {
    expect(splitLineList('One\n\n  Two  \r\nThree\n')).toEqual(['One', 'Two', 'Three']);
    expect(joinLineList(['One', 'Two'])).toBe('One\nTwo');
    expect(splitLineList(joinLineList(['A, with comma', 'B']))).toEqual(['A, with comma', 'B']);
  });
});

describe('parseVintage', () => {
  it('parses an integer; empty becomes 0', () => {
    expect(parseVintage('2024')).toBe(2024);
    expect(parseVintage('')).toBe(0);
    expect(parseVintage('abc')).toBe(0);
  });
});

describe('zAddInvestmentForm', () => {
  const valid = {
    name: 'Fund',
    type: 'fund',
    status: 'due_diligence',
    strategy: 'Buyout',
    targetSize: '$1B',
    vintage: '2024',
    geography: 'Europe',
    keyRisks: '',
    keyOpportunities: '',
    competitiveAdvantages: '',
  };

  it('accepts the four Add statuses only', () => {
    expect(zAddInvestmentForm.safeParse(valid).success).toBe(true);
    const sourcing = zAddInvestmentForm.safeParse({ ...valid, status: 'sourcing' });
    expect(sourcing.success).toBe(false);
    expect(sourcing.error?.issues[0].message).toBe('Please select a status');
  });

  it('rejects an empty vintage (0) and one out of range', () => {
    for (const vintage of ['', '1989', '2031']) {
      expect(zAddInvestmentForm.safeParse({ ...valid, vintage }).success).toBe(false);
    }
  });
});

describe('stageMenu', () => {
  const cases = {
    sourcing: ['screening', 'on_hold'],
    screening: ['due_diligence', 'rejected', 'on_hold'],
    due_diligence: ['committee_review', 'rejected', 'on_hold'],
    committee_review: ['approved', 'rejected', 'on_hold'],
    on_hold: ['sourcing', 'screening', 'due_diligence', 'committee_review', 'approved'],
    approved: [],
    rejected: [],
    archived: [],
  } as const;

  it.each(Object.entries(cases))(
    'suggests SPEC next steps for %s and offers every other stage',
    (stage, next) => {
      const menu = stageMenu(stage as keyof typeof cases);
      expect(menu.nextSteps).toEqual(next);
      expect(menu.otherStages).not.toContain(stage);
      expect(new Set([...menu.nextSteps, ...menu.otherStages, stage]).size).toBe(
        stage === 'archived' ? 8 : 7,
      );
    },
  );
});
