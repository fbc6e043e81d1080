import { maxSummaryKeyPoints } from '@shared/document-summary';
import { listPhrase } from './conclusion';
import type { StatedFigure } from '../ledger/figure-ledger';
import type { RankedSentence } from './extractive-summary';
import type { Sentence } from '../text/sentences';
import { quote } from '../text/sentence-quality';

export const minKeyPoints = 3;
const maxSectionsNamed = 6;

/**
 * Key points are quoted sentences; a document with too little prose for three (a statement, a slide
 * deck) is topped up with its figures and then with the sections it covers, so the card is never bare
 * when the text had something to say.
 */
export function assembleKeyPoints(
  sentences: readonly RankedSentence[],
  figures: readonly StatedFigure[],
  headings: readonly Sentence[],
): string[] {
  const points = sentences.map((entry) => quote(entry.sentence.text, 260));
  for (const figure of figures) {
    if (points.length >= minKeyPoints) break;
    points.push(`${figure.label}: ${figure.value}`);
  }
  if (points.length < minKeyPoints) {
    const sections = [...new Set(headings.map((heading) => heading.text.replace(/:$/, '')))].slice(
      0,
      maxSectionsNamed,
    );
    if (sections.length > 0) points.push(`Sections covered: ${listPhrase(sections)}.`);
  }
  return points.slice(0, maxSummaryKeyPoints);
}
