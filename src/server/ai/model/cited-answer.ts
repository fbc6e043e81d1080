import type { Citation } from '@shared/analyst-chat';
import type { RetrievedSource } from '../retrieval/retriever';

/**
 * Maps a model's [n] markers to the sources it was given, renumbered in the order the answer first
 * cites them so the markers match the citation chips. Markers of sources that do not exist are removed.
 */
export function citedAnswer(
  text: string,
  sources: readonly RetrievedSource[],
): { response: string; citations: Citation[]; cited: RetrievedSource[] } {
  const order: number[] = [];
  const response = text.replace(/\[(\d+)\]/g, (_marker, digits: string) => {
    const index = Number(digits) - 1;
    if (!sources[index]) return '';
    if (!order.includes(index)) order.push(index);
    return `[${order.indexOf(index) + 1}]`;
  });
  const cited = order.map((index) => sources[index]);
  return { response, citations: cited.map((source) => source.citation), cited };
}
