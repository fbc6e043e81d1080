/** What the analyst found, as the confidence score weighs it. */
export type ConfidenceEvidence = {
  wordCount: number;
  readableSentences: number;
  headings: number;
  figures: number;
  themes: number;
  /** 'declared' by the uploader, 'clear' or 'weak' when guessed, 'unknown' when left as other. */
  typeEvidence: 'declared' | 'clear' | 'weak' | 'unknown';
  /** Share of words that are English function words: prose is about 0.4, garbled glyphs near 0. */
  stopWordShare: number;
  /** The share of what the document's type should state that was found; null when it expects nothing. */
  coverage: number | null;
};

// A type that expects no figures (a DDQ, call notes) cannot be checked against them, so it never reads
// as fully confident.
const uncheckedCeiling = 80;

// The analyst quotes and pattern-matches; it never reaches certainty, so the score stops short of 100.
const ceiling = 95;

/**
 * 0 to 100: how much of a summary the analyst could ground in the text. Length, prose, structure,
 * figures, themes and a known type each add a bounded share; text that is not language scales it all
 * down, the share of what the type should state that was found scales it again, and a few words can
 * never score well.
 */
export function scoreConfidence(evidence: ConfidenceEvidence): number {
  if (evidence.wordCount === 0) return 0;
  const length = 35 * Math.min(1, Math.log10(1 + evidence.wordCount) / Math.log10(1 + 3000));
  const prose = Math.min(15, evidence.readableSentences);
  const structure = Math.min(5, evidence.headings);
  const figures = Math.min(25, evidence.figures * 5);
  const themes = Math.min(10, evidence.themes * 2);
  const type = { declared: 10, clear: 10, weak: 6, unknown: 0 }[evidence.typeEvidence];
  // Statements and decks run below prose's share of function words; only near zero means garbled.
  const language = evidence.wordCount < 20 ? 1 : Math.min(1, evidence.stopWordShare / 0.2);
  const raw = (length + prose + structure + figures + themes + type) * language;
  // What the type should state and was not found weighs most: a summary that found 2 of 7 terms of an
  // LPA cannot score high however long and clean its text.
  const covered =
    evidence.coverage === null ? Math.min(raw, uncheckedCeiling) : raw * (0.3 + 0.7 * evidence.coverage);
  const capped = evidence.wordCount < 50 ? Math.min(covered, 20) : covered;
  return Math.max(0, Math.min(ceiling, Math.round(capped)));
}
