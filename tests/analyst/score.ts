/**
 * Scores what the analyst made of real documents against the annotated truth (truth/, truth.ts): figure
 * recall in the highlights and in the facts, grounding of every reported value, traps, risk recall and
 * type accuracy. Pure: the runner (run.ts) feeds it what the API answered.
 */
import type { TruthDocument, TruthFigure, TruthTrap } from './truth';
/** What the product answered for one document. */
export type AnalystReading = {
  type: string;
  /** The extracted text, pages split at form feeds. */
  text: string;
  highlights: Record<string, string>;
  facts: { concept: string; value: string; page: number | null; sheet?: string | null; quote: string }[];
  riskFactors: string[];
};

export type DocumentScore = {
  file: string;
  figures: number;
  inHighlights: number;
  inFacts: number;
  reported: number;
  grounded: number;
  traps: string[];
  risks: number;
  risksFound: number;
  typeRight: boolean;
  missed: string[];
};

const squeeze = (text: string) => text.replace(/\s+/g, ' ');

/** Whether a reported value states the marked one: the same characters, whatever the line breaks. */
function states(reported: string, marked: string): boolean {
  return squeeze(reported).includes(squeeze(marked));
}

function pageText(text: string, page: number | null): string {
  if (page === null) return text;
  return text.split('\f')[page - 1] ?? '';
}

/** A highlight's value as written: the '(in millions)' the summary adds is not the document's. */
function writtenValue(value: string): string {
  return value.replace(/ \(in (?:thousands|millions|billions)\)$/, '');
}

/** Whether a fact stands where the figure was marked: its page, or its sheet in a workbook. */
function samePlace(figure: TruthFigure, fact: AnalystReading['facts'][number]): boolean {
  if (figure.page !== undefined && fact.page !== null) return fact.page === figure.page;
  if (figure.sheet !== undefined && fact.sheet) return fact.sheet === figure.sheet;
  return true;
}

function isTrap(trap: TruthTrap, value: string, concept: string | null): boolean {
  if (squeeze(value).trim() !== trap.value) return false;
  return trap.notAs === undefined || trap.notAs === concept;
}

export function scoreDocument(truth: TruthDocument, reading: AnalystReading): DocumentScore {
  const highlightValues = Object.values(reading.highlights).map(writtenValue);
  const missed: string[] = [];
  let inHighlights = 0;
  let inFacts = 0;
  for (const figure of truth.figures) {
    const shown = highlightValues.some((value) => states(value, figure.value));
    const stored = reading.facts.some((fact) => states(fact.value, figure.value) && samePlace(figure, fact));
    if (shown) inHighlights += 1;
    if (stored) inFacts += 1;
    if (!shown)
      missed.push(
        `${figure.concept} ${figure.value}${figure.page ? ` p${figure.page}` : ''}${stored ? '' : ' (not in the ledger)'}`,
      );
  }
  const grounded = reading.facts.filter((fact) =>
    squeeze(pageText(reading.text, fact.page)).includes(squeeze(fact.value)),
  ).length;
  const traps = new Set<string>();
  for (const trap of truth.traps) {
    for (const value of highlightValues) {
      if (isTrap(trap, value, null)) traps.add(`${trap.value} (${trap.why})`);
    }
    // A value that is no figure at all (a year, a page number) is a trap wherever it is reported.
    for (const fact of reading.facts) {
      if (isTrap(trap, fact.value, fact.concept))
        traps.add(
          trap.notAs ? `${trap.value} as ${fact.concept} (${trap.why})` : `${trap.value} (${trap.why})`,
        );
    }
  }
  const risksFound = truth.risks.filter((risk) =>
    reading.riskFactors.some((item) =>
      risk.words.every((word) => item.toLowerCase().includes(word.toLowerCase())),
    ),
  ).length;
  return {
    file: truth.file,
    figures: truth.figures.length,
    inHighlights,
    inFacts,
    reported: reading.facts.length,
    grounded,
    traps: [...traps],
    risks: truth.risks.length,
    risksFound,
    typeRight: truth.types.includes(reading.type),
    missed,
  };
}

export type Totals = {
  figureRecall: number;
  factRecall: number;
  grounding: number;
  traps: number;
  riskRecall: number;
  typeAccuracy: number;
};

const share = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);

export function totals(scores: readonly DocumentScore[]): Totals {
  const sum = (pick: (score: DocumentScore) => number) =>
    scores.reduce((total, score) => total + pick(score), 0);
  return {
    figureRecall: share(
      sum((score) => score.inHighlights),
      sum((score) => score.figures),
    ),
    factRecall: share(
      sum((score) => score.inFacts),
      sum((score) => score.figures),
    ),
    grounding: share(
      sum((score) => score.grounded),
      sum((score) => score.reported),
    ),
    traps: sum((score) => score.traps.length),
    riskRecall: share(
      sum((score) => score.risksFound),
      sum((score) => score.risks),
    ),
    typeAccuracy: share(
      sum((score) => Number(score.typeRight)),
      scores.length,
    ),
  };
}

/** The floor the ratchet keeps: what fell below it, in words; empty when nothing did. */
export function belowFloor(reached: Totals, floor: Totals): string[] {
  const falls: string[] = [];
  for (const key of ['figureRecall', 'factRecall', 'grounding', 'riskRecall', 'typeAccuracy'] as const) {
    if (reached[key] + 1e-9 < floor[key])
      falls.push(`${key} ${reached[key].toFixed(3)} is below the floor ${floor[key]}`);
  }
  if (reached.traps > floor.traps) falls.push(`traps ${reached.traps} is above the floor ${floor.traps}`);
  return falls;
}
