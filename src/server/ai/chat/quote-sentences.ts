import type { QuestionTerms } from '../retrieval/question-terms';

/** A quote stays short enough to read in a chat bubble. */
const maxQuoteLength = 420;

/** Stems loose enough that 'fees' finds 'fee' and 'carried' finds 'carry'. */
const stem = (word: string) => word.toLowerCase().slice(0, Math.max(3, Math.min(word.length, 5)));

/**
 * The one or two sentences of a passage that hold most of the question's words, in their order in the
 * passage, verbatim: the analyst quotes, it never rewrites a source.
 */
export function quoteSentences(text: string, terms: QuestionTerms): string {
  const lines = text.split('\n');
  // A worksheet's rows are its units; prose wraps across lines, so it is read by sentences.
  const tabular = lines.filter((line) => line.split(',').length >= 4).length >= 2;
  const sentences = (tabular ? lines : text.replace(/\s*\n\s*/g, ' ').split(/(?<=[.!?;])\s+(?=[A-Z0-9"'(])/))
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => sentence.length > 0);
  const wanted = [...terms.words.map(stem), ...terms.phrases.map((phrase) => phrase.toLowerCase())];
  const scored = sentences.map((sentence, index) => {
    const lower = sentence.toLowerCase();
    return { index, sentence, hits: wanted.filter((term) => lower.includes(term)).length };
  });
  const best = [...scored]
    .sort((a, b) => b.hits - a.hits || a.index - b.index)
    .slice(0, 2)
    .filter((entry, position) => position === 0 || entry.hits > 0)
    .sort((a, b) => a.index - b.index);
  // Sentences that are not next to each other in the source are marked as such.
  const quote = best
    .map((entry, position) =>
      position > 0 && entry.index !== best[position - 1].index + 1 ? `… ${entry.sentence}` : entry.sentence,
    )
    .join(' ');
  return quote.length > maxQuoteLength ? `${quote.slice(0, maxQuoteLength).replace(/\s+\S*$/, '')}…` : quote;
}
