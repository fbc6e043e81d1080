import type { DocumentModel } from '../structure/document-model';
import { probability, type LogisticModel } from '../ranking/logistic';
import { splitSegment } from '../text/sentences';
import { isReadable } from '../text/sentence-quality';
import { riskFeatures, type RiskSentence } from './risk-features';

export const maxRisks = 10;
// Two risks sharing most of their words say one thing twice.
const maxOverlap = 0.6;
const minProbability = 0.5;

const contentWords = (text: string) => new Set(text.toLowerCase().match(/[\p{L}]{4,}/gu) ?? []);

function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared / Math.max(1, Math.min(a.size, b.size));
}

/** The model's readable sentences, with their section and place, as risk candidates. */
export function riskSentences(model: DocumentModel, boilerplate: ReadonlySet<string>): RiskSentence[] {
  const sentences: RiskSentence[] = [];
  for (const block of model.blocks) {
    if (block.kind !== 'paragraph') continue;
    splitSegment(block.text).forEach((text, index) => {
      if (!isReadable(text)) return;
      sentences.push({
        text,
        page: block.page,
        section: block.section,
        firstOfParagraph: index === 0,
        boilerplate: boilerplate.has(text),
      });
    });
  }
  return sentences;
}

/**
 * The document's stated risks: the sentences the fitted model finds likeliest to state an adverse
 * outcome for an investor, most likely first, never two saying the same thing.
 */
export function readRisks(sentences: readonly RiskSentence[], model: LogisticModel): string[] {
  const scored = sentences
    .map((sentence, order) => ({ sentence, order, score: probability(model, riskFeatures(sentence)) }))
    .filter((entry) => entry.score >= minProbability)
    .sort((a, b) => b.score - a.score || a.order - b.order);
  const chosen: { text: string; words: Set<string> }[] = [];
  for (const { sentence } of scored) {
    if (chosen.length >= maxRisks) break;
    const words = contentWords(sentence.text);
    if (chosen.some((risk) => overlap(risk.words, words) >= maxOverlap)) continue;
    chosen.push({ text: sentence.text, words });
  }
  return chosen.map((risk) => risk.text);
}
