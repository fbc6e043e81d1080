import type { DocumentTypeValue } from '@shared/document';
import type { FinancialFigure } from './financial-figures';
import { leadingNumber } from './figure-values';

export type RecommendationInput = {
  type: DocumentTypeValue;
  wordCount: number;
  garbled: boolean;
  figures: readonly FinancialFigure[];
  riskIds: readonly string[];
};

export const maxRecommendations = 6;

// Where an LP expects to read returns, and where the fund's economics.
const returnTypes: readonly DocumentTypeValue[] = [
  'fund_deck',
  'track_record',
  'presentation',
  'memo',
  'financial_statements',
  'other',
];
const termTypes: readonly DocumentTypeValue[] = ['fund_deck', 'term_sheet', 'lpa', 'presentation', 'memo'];
const sizeTypes: readonly DocumentTypeValue[] = ['fund_deck', 'term_sheet', 'presentation'];
const returnLabels = ['Target IRR', 'Net IRR', 'Gross IRR', 'IRR', 'TVPI', 'DPI', 'MOIC'];

/** The follow-up an LP would ask for each risk theme found. */
const riskFollowUps: Record<string, string> = {
  key_person: 'Review the key-person provisions and how deep the team is beyond its leaders.',
  leverage:
    'Ask how much fund-level borrowing and subscription-line use is allowed, and how it lifts reported IRR.',
  concentration: 'Check the concentration limits against the largest positions in the portfolio.',
  conflicts: 'Ask for the conflicts-of-interest policy and the LPAC’s role in related-party transactions.',
  valuation: 'Review the valuation policy: who sets the marks, how often, and with what outside review.',
  litigation: 'Ask for details of any litigation, claims or regulatory matters and their possible cost.',
  default: 'Ask which positions are impaired or in default and what the remedies are.',
  currency: 'Ask how currency exposure is measured and whether it is hedged.',
  liquidity: 'Plan for illiquidity: check the transfer restrictions and how secondary sales are handled.',
  regulatory: 'Confirm the regulatory and tax position for your own entity type with counsel.',
};

/** A cross-check that the document's type calls for. */
const typeCrossChecks: Partial<Record<DocumentTypeValue, string>> = {
  ddq: 'Check the DDQ’s answers against the LPA and the track record.',
  lpa: 'Compare the LPA’s economics with the term sheet and any side letters (MFN rights).',
  track_record: 'Verify the track record against audited financial statements and cash flows.',
  financial_statements: 'Reconcile the reported NAV with the latest capital-account statement.',
  term_sheet: 'Confirm that the final LPA matches these terms.',
  side_letter: 'Check which of these terms other LPs can elect under the MFN clause.',
  fund_deck: 'Request the DDQ, LPA and track record to verify the deck’s claims.',
};

function figure(figures: readonly FinancialFigure[], label: string): FinancialFigure | undefined {
  return figures.find((item) => item.label === label);
}

/** What to ask for or check next, from what the document says and what it leaves out; most urgent first. */
export function recommend(input: RecommendationInput): string[] {
  const { type, wordCount, garbled, figures, riskIds } = input;
  const found = new Set(figures.map((item) => item.label));
  const advice: string[] = [];

  if (garbled) {
    advice.push(
      'Re-export or OCR the file: its text layer looks garbled, so this summary cannot be relied on.',
    );
  } else if (wordCount < 150) {
    advice.push(`Upload the full document: only ${wordCount} words of text were found.`);
  }
  if (returnTypes.includes(type) && !returnLabels.some((label) => found.has(label))) {
    advice.push('Request the track record: no IRR or multiple was found.');
  }
  if (sizeTypes.includes(type) && !found.has('Fund size') && !found.has('Target size')) {
    advice.push('Confirm the target fund size and hard cap: neither was stated.');
  }
  const fee = figure(figures, 'Management fee');
  const carry = figure(figures, 'Carried interest');
  if (termTypes.includes(type) && !fee && !carry) {
    advice.push('Confirm the economics: no management fee or carried interest was found.');
  }
  // A form's bracketed options ('[2.5][2.0]%') are still to be negotiated, not a rate to compare.
  const rate = (item: FinancialFigure | undefined) =>
    item && !item.value.startsWith('[') ? leadingNumber(item.value) : null;
  const feeRate = rate(fee);
  if (fee && feeRate !== null && feeRate > 2) {
    advice.push(`Negotiate the management fee: ${fee.value} is above the customary 2%.`);
  }
  const carryRate = rate(carry);
  if (carry && carryRate !== null && carryRate > 20) {
    advice.push(`Review the carried interest: ${carry.value} is above the customary 20%.`);
  }
  if (carry && !found.has('Hurdle rate')) {
    advice.push('Ask whether carried interest is subject to a preferred return: no hurdle rate was found.');
  }
  for (const id of riskIds) {
    const followUp = riskFollowUps[id];
    if (followUp) advice.push(followUp);
  }
  if (riskIds.length === 0 && wordCount >= 300 && !garbled) {
    advice.push('Ask the manager for its risk disclosures: none of the usual risk themes was found.');
  }
  const crossCheck = typeCrossChecks[type];
  if (crossCheck) advice.push(crossCheck);
  if (type === 'other')
    advice.push('Set the document’s type so it counts toward the core-document checklist.');

  // The cross-check is the most useful generic advice, so it survives the cut when the list is long.
  if (advice.length > maxRecommendations && crossCheck) {
    return [...advice.filter((item) => item !== crossCheck).slice(0, maxRecommendations - 1), crossCheck];
  }
  return advice.slice(0, maxRecommendations);
}
