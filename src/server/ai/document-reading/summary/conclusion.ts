import type { StatedFigure } from '../ledger/figure-ledger';

export type ConclusionInput = {
  /** 'Term Sheet', or null for a document of type other. */
  typeLabel: string | null;
  wordCount: number;
  figures: readonly StatedFigure[];
  riskLabels: readonly string[];
  opportunityLabels: readonly string[];
};

/** 'a, b and c'. */
export function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A label as it reads mid-sentence: 'target IRR', 'management fee', but 'TVPI' and 'GP commitment' kept. */
function inlineLabel(label: string): string {
  const [first, ...rest] = label.split(' ');
  const lowered = /^[A-Z]{2,}$/.test(first) ? first : first.toLowerCase();
  return [lowered, ...rest].join(' ');
}

/** Whether a label names several things ('total assets', "partners' capital"), so takes no article. */
export function isPlural(label: string): boolean {
  return (
    label.includes("'") || label.split(' ').some((word) => /[^su]s$/i.test(word) && !/interest$/i.test(word))
  );
}

/** 'a target IRR', 'an IRR', 'an MOIC', and no article for plurals ('total assets'). */
function withArticle(label: string): string {
  if (isPlural(label)) return label;
  const spokenVowel = /^[aeiou]/i.test(label) || /^[AEFHILMNORSX][A-Z]/.test(label);
  return `${spokenVowel ? 'an' : 'a'} ${label}`;
}

/** Two sentences: what the document states, then the risks and opportunities it raises. */
export function writeConclusion(input: ConclusionInput): string {
  const { typeLabel, wordCount, figures, riskLabels, opportunityLabels } = input;
  const words = `(${wordCount.toLocaleString('en-US')} ${wordCount === 1 ? 'word' : 'words'})`;
  const plural = typeLabel !== null && isPlural(typeLabel);
  const subject = `${plural ? 'These' : 'This'} ${typeLabel ?? 'document'} ${words}`;
  const verb = plural ? 'state' : 'states';
  // A vintage in a deck is often a predecessor fund's; the conclusion names figures about this one.
  const stated = figures
    .filter((item) => item.label !== 'Vintage')
    .slice(0, 3)
    .map((item) => `${withArticle(inlineLabel(item.label))} of ${item.value}`);
  const first = stated.length
    ? `${subject} ${verb} ${listPhrase(stated)}.`
    : `${subject} ${verb} no headline fund figures.`;

  const risks = riskLabels.slice(0, 3);
  const opportunities = opportunityLabels.slice(0, 3);
  const [they, raise, point] = plural ? ['They', 'raise', 'point'] : ['It', 'raises', 'points'];
  let second: string;
  if (risks.length && opportunities.length) {
    second = `${they} ${raise} ${listPhrase(risks)} risk and ${point} to ${listPhrase(opportunities)}.`;
  } else if (risks.length) {
    second = `${they} ${raise} ${listPhrase(risks)} risk; no opportunity themes were found.`;
  } else if (opportunities.length) {
    second = `${they} ${point} to ${listPhrase(opportunities)}; no risk themes were found.`;
  } else {
    second = 'No risk or opportunity themes were found.';
  }
  return `${first} ${second}`;
}
