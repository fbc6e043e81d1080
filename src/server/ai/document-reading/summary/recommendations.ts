import type { DocumentTypeValue } from '@shared/document';
import type { FactConceptId } from '@shared/document-facts';
import type { OtherKind } from '../types/document-type-guess';
import type { StatedFigure } from '../ledger/figure-ledger';
import { readNumbers } from '../numbers/number-grammar';

export type RecommendationInput = {
  type: DocumentTypeValue;
  /** What a document typed 'other' is, when the analyst can tell (an NDA, guidance…). */
  kind?: OtherKind;
  /** The concepts the type should state that the facts do not hold (concepts/expected-concepts.ts). */
  missing: readonly FactConceptId[];
  wordCount: number;
  garbled: boolean;
  figures: readonly StatedFigure[];
  riskIds: readonly string[];
};

export const maxRecommendations = 6;

const missingAny = (missing: RecommendationInput['missing'], concept: FactConceptId) =>
  missing.includes(concept);

/** What to do with a document SPEC has no type for, by what it is. */
const kindAdvice: Record<OtherKind, string> = {
  nda: 'Note the confidentiality term and what may be shared with your investment committee and advisers.',
  subscription_agreement:
    'Check the investor representations and the capital-call mechanics before signing the subscription agreement.',
  guidance: 'Read this as guidance: compare the fund’s own LPA and side letters against it.',
  reporting_template:
    'Ask the manager to report in this template each quarter and reconcile it with the capital-account statement.',
  data_set: 'Check the data set’s sources and dates before relying on its figures.',
};

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

function figure(figures: readonly StatedFigure[], label: string): StatedFigure | undefined {
  return figures.find((item) => item.label === label);
}

/** What to ask for or check next, from what the document says and what it leaves out; most urgent first. */
export function recommend(input: RecommendationInput): string[] {
  const { type, kind, missing, wordCount, garbled, figures, riskIds } = input;
  const advice: string[] = [];

  if (garbled) {
    advice.push(
      'Re-export or OCR the file: its text layer looks garbled, so this summary cannot be relied on.',
    );
  } else if (wordCount < 150) {
    advice.push(`Upload the full document: only ${wordCount} words of text were found.`);
  }
  // Absences are claimed only where the type makes the figure expected and no fact of it was read.
  if (missingAny(missing, 'net_irr') || missingAny(missing, 'tvpi')) {
    advice.push('Request the track record: no IRR or multiple is stated in this document.');
  }
  if (missingAny(missing, 'target_size')) {
    advice.push('Confirm the target fund size and hard cap: neither is stated in this document.');
  }
  const fee = figure(figures, 'Management fee');
  const carry = figure(figures, 'Carried interest');
  if (missingAny(missing, 'management_fee') && missingAny(missing, 'carried_interest')) {
    advice.push(
      'Confirm the economics: the management fee and carried interest are not stated in this document.',
    );
  }
  // A form's bracketed options ('[2.5][2.0]%') are still to be negotiated, not a rate to compare.
  const rate = (item: StatedFigure | undefined) =>
    item && !item.value.startsWith('[') ? (readNumbers(item.value, 'cell').figures[0]?.value ?? null) : null;
  const feeRate = rate(fee);
  if (fee && feeRate !== null && feeRate > 2) {
    advice.push(`Negotiate the management fee: ${fee.value} is above the customary 2%.`);
  }
  const carryRate = rate(carry);
  if (carry && carryRate !== null && carryRate > 20) {
    advice.push(`Review the carried interest: ${carry.value} is above the customary 20%.`);
  }
  if (carry && missingAny(missing, 'hurdle_rate')) {
    advice.push(
      'Ask whether carried interest is subject to a preferred return: none is stated in this document.',
    );
  }
  for (const id of riskIds) {
    const followUp = riskFollowUps[id];
    if (followUp) advice.push(followUp);
  }
  if (riskIds.length === 0 && wordCount >= 300 && !garbled) {
    advice.push('Ask the manager for its risk disclosures: none of the usual risk themes was found.');
  }
  const crossCheck = kind ? kindAdvice[kind] : typeCrossChecks[type];
  if (crossCheck) advice.push(crossCheck);
  if (type === 'other' && !kind)
    advice.push('Set the document’s type so it counts toward the core-document checklist.');

  // The cross-check is the most useful generic advice, so it survives the cut when the list is long.
  if (advice.length > maxRecommendations && crossCheck) {
    return [...advice.filter((item) => item !== crossCheck).slice(0, maxRecommendations - 1), crossCheck];
  }
  return advice.slice(0, maxRecommendations);
}
