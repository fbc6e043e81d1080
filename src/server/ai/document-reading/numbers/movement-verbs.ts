/**
 * The verbs by which a figure moves from one value to another, in each of their forms, and the patterns
 * the reading and the answers draw from them: a measure that moved ('NAV rose 4%'), a rate that steps
 * down ('the fee steps down from 2.0% to 1.5%') and a figure someone set anew ('raising the target from
 * 8% to 10%').
 */
type Verb = readonly [base: string, third: string, past: string, continuous: string];

const rising: readonly Verb[] = [
  ['grow', 'grows', 'grew', 'growing'],
  ['rise', 'rises', 'rose', 'rising'],
  ['increase', 'increases', 'increased', 'increasing'],
  ['climb', 'climbs', 'climbed', 'climbing'],
  ['gain', 'gains', 'gained', 'gaining'],
  ['expand', 'expands', 'expanded', 'expanding'],
];
const falling: readonly Verb[] = [
  ['fall', 'falls', 'fell', 'falling'],
  ['decline', 'declines', 'declined', 'declining'],
  ['decrease', 'decreases', 'decreased', 'decreasing'],
  ['drop', 'drops', 'dropped', 'dropping'],
];
const stepping: readonly Verb[] = [
  ['step', 'steps', 'stepped', 'stepping'],
  ['reduce', 'reduces', 'reduced', 'reducing'],
];
const setting: readonly Verb[] = [
  ['raise', 'raises', 'raised', 'raising'],
  ['lower', 'lowers', 'lowered', 'lowering'],
  ['cut', 'cuts', 'cut', 'cutting'],
  ['move', 'moves', 'moved', 'moving'],
  ['shift', 'shifts', 'shifted', 'shifting'],
  ['change', 'changes', 'changed', 'changing'],
  ['adjust', 'adjusts', 'adjusted', 'adjusting'],
  ['revise', 'revises', 'revised', 'revising'],
  ['amend', 'amends', 'amended', 'amending'],
];

const anyOf = (forms: readonly string[]) => String.raw`\b(?:${[...new Set(forms)].join('|')})\b`;

// The perfect's participles that are not the past: 'has grown', 'had risen', 'has fallen'.
const participles = ['grown', 'risen', 'fallen'];

/** A measure that moved, as a report states it: 'rose', 'increases', 'fell', 'has grown'. */
export const measureMoved = anyOf([
  ...[...rising, ...falling].flatMap(([, third, past]) => [third, past]),
  ...participles,
]);

/** A rate that steps down to the next: 'steps down', 'is reduced', 'declining'. */
export const rateSteppedDown = String.raw`${anyOf([...stepping, ...falling].flat())}(?:\s+down)?`;

/** Any verb by which a figure went from one value to another: 'raising', 'fell', 'amended'. */
export const figureMoved = anyOf([...rising, ...falling, ...stepping, ...setting].flat());
