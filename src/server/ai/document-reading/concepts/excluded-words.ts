/**
 * Words that take a phrase off what a figure measures: 'excluding incentive fees', 'before management
 * fees', 'after carried interest', 'Ending NAV – net of carried interest'.
 */
export const excludingWords = String.raw`excluding|excludes|exclusive of|excl\.|before|after|net of|gross of|less|other than|except|without`;

// In a label, the words after these are what the figure is not ('Ending NAV – Net of Accrued Carried
// Interest' is a NAV); a label that opens with one ('Less: distributions') keeps its words.
const labelExcluding = /\b(?:net of|gross of|excluding|exclusive of|other than)\b/i;
const labelExclusion = new RegExp(String.raw`(?<=\S.*?)${labelExcluding.source}.*$`, 'i');

/** Whether a text takes something off what it measures ('expense ratio excluding incentive fees'). */
export const takesOff = (text: string): boolean => labelExcluding.test(text);

/** The part of a label that says what its figure measures. */
export const measuredPart = (label: string): string => label.replace(labelExclusion, '');

const takenOffBefore = new RegExp(String.raw`\b(?:${excludingWords})\s+(?:\S+\s+){0,2}$`, 'i');

/** Whether the words at `start` are taken off what the text measures ('… after the preferred return'). */
export const takenOffAt = (text: string, start: number): boolean =>
  takenOffBefore.test(text.slice(Math.max(0, start - 40), start));
