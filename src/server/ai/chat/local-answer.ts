import type { Citation } from '@shared/analyst-chat';

/** What the local analyst says: markdown whose [n] markers point at `citations[n - 1]`. */
export type LocalAnswer = { response: string; citations: Citation[] };

/** Collects citations once each and hands back the marker the text uses for them. */
export class CitationList {
  readonly citations: Citation[] = [];

  marker(citation: Citation): string {
    let index = this.citations.findIndex(
      (known) => known.kind === citation.kind && known.id === citation.id && known.page === citation.page,
    );
    if (index === -1) index = this.citations.push(citation) - 1;
    return `[${index + 1}]`;
  }
}
