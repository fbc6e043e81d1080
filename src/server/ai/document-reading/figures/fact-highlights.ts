import { factConceptLabel, type DocumentFactFields, type FactConceptId } from '@shared/document-facts';
import { highlightOrder } from './figure-concepts';
import type { FinancialFigure } from './financial-figures';

/** A fact as the summary shows it: the label names its scope, the value is the document's own. */
export type Highlight = { concept: FactConceptId; label: string; value: string; fundLevel: boolean };

/** What the summary's prose needs of a figure. */
export type StatedFigure = Pick<Highlight, 'label' | 'value'>;

export const maxFinancialHighlights = 12;
const maxOtherAmounts = 4;
const maxOtherScopes = 4;
// Context labels that name a time or a placeholder, not what an amount measures.
const notAMeasure =
  /\b(?:quarter|year|month|period|originally|january|february|march|april|may|june|july|august|september|october|november|december)\b|^[A-Z]$/i;

const scopeWords = {
  fund: '',
  prior_fund: 'prior fund',
  deal: 'one deal',
  company: '',
  portfolio: 'portfolio',
};

/** 'Net IRR, prior fund (Fund II)', 'Target IRR, one deal', 'TVPI (net)', "Partners' capital". */
export function scopedLabel(fact: DocumentFactFields): string {
  const base = fact.concept === 'other_amount' ? fact.label : factConceptLabel(fact.concept);
  const qualifiers: string[] = [];
  if (fact.basis && !/\b(?:net|gross)\b/i.test(base)) qualifiers.push(fact.basis);
  if (fact.targetOrActual === 'target' && !/\btarget\b/i.test(base)) qualifiers.push('target');
  const qualified = qualifiers.length ? `${base} (${qualifiers.join(', ')})` : base;
  const scope = scopeWords[fact.scope];
  if (!scope) return qualified;
  return `${qualified}, ${scope}${fact.scopeName ? ` (${fact.scopeName})` : ''}`;
}

/** The value as shown: the document's own text, with the scale its table's header gives. */
function shownValue(fact: DocumentFactFields): string {
  const ownScale = /\d\s?(?:[KMB]|bn|mn|mm|thousand|million|billion)\b/i.test(fact.value);
  return fact.scale && !ownScale ? `${fact.value} (in ${fact.scale})` : fact.value;
}

// A statement's total ('Total expenses') ranks with its results; other labelled amounts come last.
const totalLabel = /^(?:total|net)\b/i;
// An earlier fund's or a deal's record is read for what it returned before its size or vintage.
const recordOrder: readonly FactConceptId[] = ['net_irr', 'gross_irr', 'irr', 'tvpi', 'dpi', 'moic'];
const isFundLevel = (fact: DocumentFactFields) => fact.scope === 'fund' || fact.scope === 'company';
const rank = (fact: DocumentFactFields) => {
  if (fact.concept === 'other_amount') {
    return totalLabel.test(fact.label) ? highlightOrder.indexOf('net_income') + 0.5 : highlightOrder.length;
  }
  const returned = recordOrder.indexOf(fact.concept);
  if (!isFundLevel(fact) && returned !== -1) return returned - recordOrder.length;
  const index = highlightOrder.indexOf(fact.concept);
  return index === -1 ? highlightOrder.length : index;
};

/**
 * Financial Highlights from the facts: the fund's own figures first, in the catalogue's order of
 * importance, then an earlier fund's, a deal's or the portfolio's, each label naming whose it is. Of
 * several readings of one label, the one closest to its cue wins, then the earliest.
 */
export function pickHighlights(
  facts: readonly DocumentFactFields[],
  figures: readonly FinancialFigure[],
): Highlight[] {
  const best = new Map<string, number>();
  facts.forEach((fact, index) => {
    if (fact.concept === 'other_amount' && notAMeasure.test(fact.label)) return;
    const label = scopedLabel(fact);
    const current = best.get(label);
    if (current === undefined || figures[index].gap < figures[current].gap) best.set(label, index);
  });
  const chosen = [...best.entries()].map(([label, index]) => ({ label, index, fact: facts[index] }));
  const fundLevel = isFundLevel;
  chosen.sort(
    (a, b) =>
      Number(fundLevel(b.fact)) - Number(fundLevel(a.fact)) ||
      rank(a.fact) - rank(b.fact) ||
      a.index - b.index,
  );
  // The fund's own figures come first, but an earlier fund's record keeps a few places.
  const priorPlaces = Math.min(maxOtherScopes, chosen.filter((entry) => !fundLevel(entry.fact)).length);
  let otherAmounts = 0;
  const highlights: Highlight[] = [];
  for (const { label, fact } of chosen) {
    const own = fundLevel(fact);
    const ownTaken = highlights.filter((highlight) => highlight.fundLevel).length;
    if (highlights.length >= maxFinancialHighlights) break;
    if (own && ownTaken >= maxFinancialHighlights - priorPlaces) continue;
    if (fact.concept === 'other_amount' && ++otherAmounts > maxOtherAmounts) continue;
    highlights.push({ concept: fact.concept, label, value: shownValue(fact), fundLevel: own });
  }
  return highlights;
}

/** The label → value record SPEC's Financial Highlights shows, in the highlights' order. */
export function financialHighlights(highlights: readonly Highlight[]): Record<string, string> {
  const record: Record<string, string> = {};
  for (const highlight of highlights) record[highlight.label] = highlight.value;
  return record;
}
