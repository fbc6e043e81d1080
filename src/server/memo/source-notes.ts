import type { MemoSource } from './memo-content';

/**
 * Numbers a memo's sources in the order they are first cited; a source cited twice keeps its number,
 * so the notes list each document page once.
 */
export function createSourceNotes() {
  const numbers = new Map<string, number>();
  return {
    numberOf(source: MemoSource): number {
      const known = numbers.get(source.label);
      if (known !== undefined) return known;
      const next = numbers.size + 1;
      numbers.set(source.label, next);
      return next;
    },
    /** Every cited source with its number, in order. */
    list(): Array<{ number: number; label: string }> {
      return [...numbers].map(([label, number]) => ({ number, label }));
    },
  };
}

export type SourceNotes = ReturnType<typeof createSourceNotes>;
