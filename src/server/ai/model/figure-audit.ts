/** A figure as a value and its kind, so '2.0%' and '2%' or '$1.35B' and '$1,350M' are the same figure. */
type Figure = {
  written: string;
  value: number;
  unit: 'percent' | 'multiple' | 'money' | 'number';
  /** Where the figure as written ends in the text. */
  end: number;
};

const figurePattern =
  /(\$|USD\s?|€|EUR\s?|£)?\s?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s?(%|x\b|×|billion\b|bn\b|b\b|million\b|mn\b|mm\b|m\b|thousand\b|k\b)?/gi;
const scales: Record<string, number> = {
  billion: 1e9,
  bn: 1e9,
  b: 1e9,
  million: 1e6,
  mn: 1e6,
  mm: 1e6,
  m: 1e6,
  thousand: 1e3,
  k: 1e3,
};

function figureOf(match: RegExpMatchArray): Figure | null {
  const [matched, currency, whole, decimals, suffix] = match;
  const written = matched.trim();
  const end = (match.index ?? 0) + matched.trimEnd().length;
  const number = Number.parseFloat(`${whole.replaceAll(',', '')}${decimals ?? ''}`);
  const lowerSuffix = suffix?.toLowerCase();
  if (lowerSuffix === '%') return { written, value: number, unit: 'percent', end };
  if (lowerSuffix === 'x' || lowerSuffix === '×') return { written, value: number, unit: 'multiple', end };
  if (currency || (lowerSuffix && scales[lowerSuffix]))
    return { written, value: number * (lowerSuffix ? scales[lowerSuffix] : 1), unit: 'money', end };
  if (whole.replaceAll(',', '').length >= 2 || decimals)
    return { written, value: number, unit: 'number', end };
  return null;
}

/** Every figure in a text: amounts, percents, multiples and plain numbers of two digits or more. */
export function figuresIn(text: string): Figure[] {
  // Citation markers such as [2] are references, not figures; blanked at their length, so places hold.
  const withoutMarkers = text.replace(/\[\d+\]/g, (marker) => ' '.repeat(marker.length));
  return [...withoutMarkers.matchAll(figurePattern)].flatMap((match) => figureOf(match) ?? []);
}

const same = (a: Figure, b: Figure) =>
  Math.abs(a.value - b.value) <= Math.abs(a.value) * 1e-9 &&
  (a.unit === b.unit || a.unit === 'number' || b.unit === 'number');

/** Whether a text states any of the given figures, however it writes them. */
export function statesAnyOf(text: string, figures: readonly string[]): boolean {
  const listed = figures.flatMap(figuresIn);
  return figuresIn(text).some((figure) => listed.some((other) => same(figure, other)));
}

/**
 * The figures of an answer that none of the given texts holds, as the answer wrote them: what a model
 * may have invented, listed for the person to check rather than stated as fact.
 */
export function unverifiedFigures(answer: string, sourceTexts: readonly string[]): string[] {
  return unverifiedAgainst(sourceTexts)(answer);
}

/** `unverifiedFigures` against sources read once, for checking many texts against the same sources. */
export function unverifiedAgainst(sourceTexts: readonly string[]): (text: string) => string[] {
  // Figures of one value share a key (to twelve digits, so '$1.35B' and '$1,350M' meet).
  const keyOf = (figure: Figure) => figure.value.toPrecision(12);
  const known = new Map<string, Figure[]>();
  for (const figure of sourceTexts.flatMap(figuresIn))
    known.set(keyOf(figure), [...(known.get(keyOf(figure)) ?? []), figure]);
  const holds = (figure: Figure) => (known.get(keyOf(figure)) ?? []).some((source) => same(figure, source));
  return (text) => [
    ...new Set(
      figuresIn(text)
        .filter((figure) => !holds(figure))
        .map((figure) => figure.written),
    ),
  ];
}

/** How a figure no source holds is marked where a model wrote it, word for word. */
export const unverifiedMark = '(unverified)';

/**
 * A model's texts with every figure the sources do not hold marked where it stands ('47.3% (unverified)'),
 * so it never reads as a fact however the text is shown, and the list of those figures.
 */
export function auditedTexts(
  texts: readonly string[],
  sourceTexts: readonly string[],
): { texts: string[]; unverifiedFigures: string[] } {
  const known = sourceTexts.flatMap(figuresIn);
  const unverified = new Set<string>();
  const marked = texts.map((text) => {
    let result = '';
    let from = 0;
    for (const figure of figuresIn(text)) {
      if (known.some((source) => same(figure, source))) continue;
      unverified.add(figure.written);
      result += `${text.slice(from, figure.end)} ${unverifiedMark}`;
      from = figure.end;
    }
    return result + text.slice(from);
  });
  return { texts: marked, unverifiedFigures: [...unverified] };
}
