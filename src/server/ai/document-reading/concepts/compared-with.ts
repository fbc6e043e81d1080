/**
 * What a figure is compared with is not what it measures nor whose it is: 'outperforming its policy
 * benchmark by 1.4 points' is the fund's excess return, 'Excess return vs. index' the fund's.
 */
export const comparisonWords = String.raw`(?:out|under)perform\w*|beat(?:s|ing)?|trail(?:s|ed|ing)?|lag(?:s|ged|ging)?|exceed(?:s|ed|ing)?|surpass\w*|than|versus|vs\.?|relative to|compared (?:to|with)`;

const comparison = new RegExp(String.raw`\b(?:${comparisonWords})\s+[^,.;|?]*`, 'gi');
const comparedBefore = new RegExp(String.raw`\b(?:${comparisonWords})\s+(?:\S+\s+){0,2}$`, 'i');

/** The text without what it compares with. */
export const withoutComparisons = (text: string): string => text.replace(comparison, ' ');

/** Whether the words at `start` are what the text compares with ('… outperform its benchmark'). */
export const comparedAt = (text: string, start: number): boolean =>
  comparedBefore.test(text.slice(Math.max(0, start - 40), start));
