/** The first percentage a term states ('2.0% of commitments' → 2), or null when it states none. */
export function percentOf(text: string | null | undefined): number | null {
  const match = text?.match(/(-?\d+(?:\.\d+)?)\s*(?:%|percent\b|per cent\b)/i);
  return match ? Number(match[1]) : null;
}

/** A multiple as '2.1x', '2.1 x' or '2.1×' → 2.1, or null. */
export function multipleOf(text: string | null | undefined): number | null {
  const match = text?.match(/(\d+(?:\.\d+)?)\s*[x×]\b/i) ?? text?.match(/(\d+(?:\.\d+)?)\s*[x×]/i);
  return match ? Number(match[1]) : null;
}

/** A score from the first band whose floor the value reaches; bands run from the highest floor down. */
export function banded(
  value: number,
  bands: ReadonlyArray<readonly [floor: number, score: number]>,
  below: number,
) {
  return bands.find(([floor]) => value >= floor)?.[1] ?? below;
}

export const clampScore = (score: number) => Math.round(Math.min(10, Math.max(0, score)) * 10) / 10;
