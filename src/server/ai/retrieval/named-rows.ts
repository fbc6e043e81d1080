import { wordTokens } from '../document-reading/concepts/concept-phrases';
import { namesHeld, type LedgerHit } from './answer-features';
import { distinctiveWords } from './named-documents';

/*
 * A fund the question names may be listed in a document the question names as someone else's: a fund in
 * a pension plan's table of commitments ('Ridgeway VIII's IRR for Cedar Valley'). There its figures are
 * in its rows, and the document's other figures (the plan's own return, a sibling fund's) are not its,
 * however well they fit the question; a named document that never mentions the fund holds none of its
 * figures at all. In a document the question does not name, a party's rows may be the document's own
 * (a fund's ticker in its own filing's labels), so nothing is set aside there, except in a workbook,
 * whose rows are each one party's (a pension plan's sheet of its funds).
 */

// A fund of a numbered series ('Ridgeway Capital Partners VIII'): a defined term ('Related Party') is
// no party, though it is capitalised and labels figures of its own, nor is a share class ('Class I'),
// whose figures `classUnasked` tells apart.
const numberedFund = /\s(?:[IVXL]{1,5}[ab]?|\d{1,2})$/;
const shareClassOnly = /^(?:class|series)\s+\S+$/i;

/** Whether a name is only a share class's ('Class I'), which any fund of several classes has. */
export const isShareClass = (name: string) => shareClassOnly.test(name);

/** The names of numbered funds among the question's names that name no document. */
export const numberedFunds = (rowNames: readonly string[]) =>
  rowNames.filter((name) => numberedFund.test(name) && !isShareClass(name));

const holds = (hit: LedgerHit, name: string) => namesHeld(hit, [name]) > 0;

/**
 * For each document the question names by what it is called (`named`), and each workbook, the numbered
 * funds whose rows alone may answer there: those some of its figures' rows or owners hold, and in a
 * named document those it never mentions (`unmentioned`: each fund's documents whose text lacks its words).
 */
export function namedRowsByDocument(
  hits: readonly LedgerHit[],
  rowNames: readonly string[],
  named: ReadonlyMap<number, number>,
  unmentioned: ReadonlyMap<string, ReadonlySet<number>> = new Map(),
): Map<number, string[]> {
  const byDocument = new Map<number, string[]>();
  for (const name of numberedFunds(rowNames)) {
    // A workbook's rows are each one party's wherever it is: there the fund's rows are its own.
    const holding = hits.filter(
      (hit) => (named.has(hit.document_id) || hit.sheet !== null) && holds(hit, name),
    );
    const documents = new Set([
      ...holding.map((hit) => hit.document_id),
      ...[...(unmentioned.get(name) ?? [])].filter((id) => named.has(id)),
    ]);
    for (const id of documents) byDocument.set(id, [...(byDocument.get(id) ?? []), name]);
  }
  return byDocument;
}

/** Whether the figure is outside the rows its document holds for a name the question asks about. */
export function outsideNamedRows(hit: LedgerHit, byDocument: ReadonlyMap<number, string[]>): boolean {
  const names = byDocument.get(hit.document_id) ?? [];
  return names.length > 0 && !names.every((name) => holds(hit, name));
}

/**
 * For each document, the parties the question names that own holdings' figures there ('Marisol Bio'
 * among a report's companies).
 */
export function namedHoldingsByDocument(
  hits: readonly LedgerHit[],
  partyNames: readonly string[],
): Map<number, string[]> {
  const byDocument = new Map<number, string[]>();
  for (const name of partyNames)
    for (const id of new Set(
      hits.filter((hit) => hit.scope === 'deal' && holds(hit, name)).map((hit) => hit.document_id),
    ))
      byDocument.set(id, [...(byDocument.get(id) ?? []), name]);
  return byDocument;
}

/** Whether the figure is another holding's than the one the question names in its document. */
export function anotherHolding(hit: LedgerHit, byDocument: ReadonlyMap<number, string[]>): boolean {
  const names = byDocument.get(hit.document_id) ?? [];
  return hit.scope === 'deal' && names.length > 0 && !names.some((name) => holds(hit, name));
}

/**
 * The documents where each numbered fund the question names is another fund than the document's own
 * (a successor or a predecessor its figures are said of), by `otherFunds`: each document's other funds.
 */
export function otherFundsByDocument(
  otherFunds: ReadonlyMap<number, readonly string[]>,
  names: readonly string[],
): Set<number> {
  const funds = numberedFunds(names);
  const named = (other: string, name: string) => {
    const words = new Set(wordTokens(other).map((token) => token.word));
    return distinctiveWords(name).every((word) => words.has(word));
  };
  return new Set(
    [...otherFunds]
      .filter(
        ([, others]) => funds.length > 0 && funds.every((name) => others.some((other) => named(other, name))),
      )
      .map(([id]) => id),
  );
}

/**
 * Whether the figure is said of the document's own fund by its name where the question asks only of
 * other funds in it. One said of 'the fund' may be of the fund a sentence before named.
 */
export function ownFundOfAnother(hit: LedgerHit, documents: ReadonlySet<number>): boolean {
  return hit.scope === 'fund' && hit.scope_name !== null && documents.has(hit.document_id);
}
