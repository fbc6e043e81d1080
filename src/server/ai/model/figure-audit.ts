/** A figure as a value and its kind, so '2.0%' and '2%' or '$1.35B' and '$1,350M' are the same figure. */
type Figure = { written: string; value: number; unit: 'percent' | 'multiple' | 'money' | 'number' };

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

/** Every figure in a text: amounts, percents, multiples and plain numbers of two digits or more. */
export function figuresIn(text: string): Figure[] {
  const figures: Figure[] = [];
  // Citation markers such as [2] are references, not figures.
  const withoutMarkers = text.replace(/\[\d+\]/g, ' ');
  for (const match of withoutMarkers.matchAll(figurePattern)) {
    const [written, currency, whole, decimals, suffix] = match;
    const number = Number.parseFloat(`${whole.replaceAll(',', '')}${decimals ?? ''}`);
    const lowerSuffix = suffix?.toLowerCase();
    if (lowerSuffix === '%') figures.push({ written: written.trim(), value: number, unit: 'percent' });
    else if (lowerSuffix === 'x' || lowerSuffix === '×')
      figures.push({ written: written.trim(), value: number, unit: 'multiple' });
    else if (currency || (lowerSuffix && scales[lowerSuffix]))
      figures.push({
        written: written.trim(),
        value: number * (lowerSuffix ? scales[lowerSuffix] : 1),
        unit: 'money',
      });
    else if (whole.replaceAll(',', '').length >= 2 || decimals)
      figures.push({ written: written.trim(), value: number, unit: 'number' });
  }
  return figures;
}

const same = (a: Figure, b: Figure) =>
  Math.abs(a.value - b.value) <= Math.abs(a.value) * 1e-9 &&
  (a.unit === b.unit || a.unit === 'number' || b.unit === 'number');

/**
 * The figures of an answer that none of the given texts holds, as the answer wrote them: what a model
 * may have invented, listed for the person to check rather than stated as fact.
 */
export function unverifiedFigures(answer: string, sourceTexts: readonly string[]): string[] {
  const known = sourceTexts.flatMap(figuresIn);
  const unverified = figuresIn(answer).filter((figure) => !known.some((source) => same(figure, source)));
  return [...new Set(unverified.map((figure) => figure.written))];
}
