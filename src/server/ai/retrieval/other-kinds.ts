import { contentWords } from '../chat/understand-question';
import { wordTokens } from '../document-reading/concepts/concept-phrases';

/**
 * The words of the question's phrases that the texts (a figure's label, its column) hold only as the head
 * of another compound, without the word the question puts before them: 'equity' in 'Growth Equity' asked
 * about 'private equity', 'capital' in 'Working capital' asked about 'venture capital'. Such a label names
 * another kind of the thing asked, not it.
 */
export function otherKindsIn(texts: readonly string[], phrases: readonly string[][]): Set<string> {
  const other = new Set<string>();
  const read = texts.map((text) => wordTokens(text).map((token) => token.word));
  for (const phrase of phrases)
    phrase.forEach((word, index) => {
      if (index === 0) return;
      const holding = read.filter((words) => words.includes(word));
      const anotherKind = (words: readonly string[]) => {
        if (words.includes(phrase[index - 1])) return false;
        const before = words[words.indexOf(word) - 1];
        return before !== undefined && !phrase.includes(before) && contentWords(before).length > 0;
      };
      if (holding.length > 0 && holding.every(anotherKind)) other.add(word);
    });
  return other;
}
