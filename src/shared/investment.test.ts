import { describe, expect, it } from 'vitest';
import { maxDescriptionLength, maxNameLength } from './limits';
import {
  joinLineList,
  listItemTooLong,
  maxListItemLength,
  maxListItems,
  parseVintage,
  splitCommaList,
  splitLineList,
  tooManyListItems,
  zAddInvestmentForm,
  zCreateInvestmentInput,
  zEditInvestmentForm,
} from './investment';
import { stageMenu } from './investment-stages';

/** The Add form's fields as typed, filled in as little as its rules allow. */
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
/** The same investment as the API takes it. */
const validInput = { ...valid, vintage: 2024, keyRisks: [], keyOpportunities: [], competitiveAdvantages: [] };

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

describe('list fields of the Add and Edit forms', () => {
  const items = (count: number) => Array.from({ length: count }, (_, index) => `Item ${index}`);
  /** The field's messages, or none when the form passes. */
  const messages = (
    schema: typeof zAddInvestmentForm | typeof zEditInvestmentForm,
    field: 'keyRisks' | 'keyOpportunities' | 'competitiveAdvantages',
    text: string,
  ) =>
    (schema.safeParse({ ...valid, [field]: text }).error?.issues ?? []).map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );

  it(`holds the Add form's comma-separated lists to ${maxListItems} items, blanks not counted`, () => {
    expect(messages(zAddInvestmentForm, 'keyRisks', items(maxListItems).join(', ') + ', , ')).toEqual([]);
    expect(messages(zAddInvestmentForm, 'keyOpportunities', items(maxListItems + 1).join(','))).toEqual([
      `keyOpportunities: ${tooManyListItems}`,
    ]);
  });

  it(`holds each item of the Add form's lists to ${maxListItemLength} characters, once trimmed`, () => {
    const longest = 'x'.repeat(maxListItemLength);
    expect(messages(zAddInvestmentForm, 'competitiveAdvantages', ` ${longest} , Brand`)).toEqual([]);
    expect(messages(zAddInvestmentForm, 'competitiveAdvantages', `Brand, ${longest}x`)).toEqual([
      `competitiveAdvantages: ${listItemTooLong}`,
    ]);
  });

  it('holds the Edit form to the same limits, one item per line, so commas stay inside an item', () => {
    const longLine = `${'x'.repeat(maxListItemLength - 1)},`;
    expect(messages(zEditInvestmentForm, 'keyRisks', `${longLine}\n\nRates`)).toEqual([]);
    expect(messages(zEditInvestmentForm, 'keyRisks', items(maxListItems + 1).join(', '))).toEqual([]);
    expect(messages(zEditInvestmentForm, 'keyRisks', items(maxListItems + 1).join('\n'))).toEqual([
      `keyRisks: ${tooManyListItems}`,
    ]);
    expect(messages(zEditInvestmentForm, 'keyOpportunities', `${longLine}x`)).toEqual([
      `keyOpportunities: ${listItemTooLong}`,
    ]);
  });

  it('keeps the text as typed, for the form to split on submit', () => {
    const parsed = zAddInvestmentForm.parse({ ...valid, keyRisks: ' Key person , Rates' });
    expect(parsed.keyRisks).toBe(' Key person , Rates');
  });

  it('answers the same limits as the API, with the same messages', () => {
    const api = (keyRisks: string[]) =>
      zCreateInvestmentInput
        .safeParse({ ...validInput, keyRisks })
        .error?.issues.map((issue) => issue.message);
    expect(api(items(maxListItems + 1))).toEqual([tooManyListItems]);
    expect(api(['x'.repeat(maxListItemLength + 1)])).toEqual([listItemTooLong]);
  });
});

describe('text fields of the forms', () => {
  it.each([
    ['name', maxNameLength],
    ['strategy', maxNameLength],
    ['targetSize', maxNameLength],
    ['geography', maxNameLength],
    ['fundManager', maxNameLength],
    ['minimumInvestment', maxNameLength],
    ['investmentPeriod', maxNameLength],
    ['managementFee', maxNameLength],
    ['carriedInterest', maxNameLength],
    ['investmentThesis', maxDescriptionLength],
  ])('take %s up to the %d characters the API accepts, and no more', (field, max) => {
    for (const length of [max, max + 1]) {
      const text = 'x'.repeat(length);
      const accepted = length === max;
      expect(zCreateInvestmentInput.safeParse({ ...validInput, [field]: text }).success).toBe(accepted);
      for (const form of [zAddInvestmentForm, zEditInvestmentForm]) {
        const parsed = form.safeParse({ ...valid, [field]: text });
        expect(parsed.success).toBe(accepted);
        if (!accepted)
          expect(parsed.error?.issues[0].message).toBe(`At most ${max.toLocaleString('en-US')} characters`);
      }
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
