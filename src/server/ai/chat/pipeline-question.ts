import {
  investmentStatusLabels,
  investmentStatuses,
  type InvestmentStatus,
  type InvestmentType,
} from '@shared/investment-stages';

export type Threshold = { direction: 'above' | 'below'; value: number };

export type PipelineFilters = {
  statuses: InvestmentStatus[];
  type: InvestmentType | null;
  strategies: string[];
  geographies: string[];
  vintage: number | null;
  irr: Threshold | null;
  /** Target size in dollars. */
  size: Threshold | null;
};

export type PipelineQuestion = { kind: 'count' | 'list' | 'sum' | 'recent'; filters: PipelineFilters };

/** The strategies and geographies the team's investments use: the words a filter can name. */
export type PipelineVocabulary = { strategies: string[]; geographies: string[] };

const pipelineNoun = /\b(investments?|funds?|co-?invest(ments?|s)?|deals?|opportunit(y|ies)|pipeline)\b/;
// A question that points at a document asks what the document says: 'How many funds does the paper study?'
const documentReference =
  /\b(?:the|this|that|these|its)\s+(?:(?:working|research|white|annual|quarterly|investor|offering)\s+)?(?:paper|report|study|document|agreement|memorandum|filing|letter|deck|presentation|prospectus|lpa|ppm|ddq|survey|review|fact ?sheet)s?\b/;
// A count of investments counts what the pipeline holds: its noun ends the phrase counted ('How many
// buyout funds…', 'the number of co-investments'). 'How many days must a fund of funds…' and 'How many
// fund interests were in the sale?' count something else.
const countedWord = String.raw`(?:(?!(?:does|do|did|are|is|were|was|have|has|had|will|can|could|in|of|at|on|the|a|an|we|our)\b)[a-z0-9-]+\s+)`;
const countsInvestments = new RegExp(
  String.raw`\b(?:how many|number of)\s+${countedWord}{0,3}?(?:investments?|funds?|co-?invest(?:ments?|s)?|deals?|opportunit(?:y|ies))\b(?!\s+(?:interests?|managers?|companies|holdings|investments|positions|stakes|terms|sizes?|of)\b)`,
);
const above = 'above|over|greater than|more than|higher than|exceeding|at least|larger than|bigger than|>=?';
const below = 'below|under|less than|lower than|smaller than|at most|<=?';
const irrThreshold = new RegExp(`\\birr\\b[^?.]*?(${above}|${below})\\s*(\\d+(?:\\.\\d+)?)\\s*%?`);
const sizeThreshold = new RegExp(
  `(${above}|${below})\\s*\\$?\\s*(\\d+(?:\\.\\d+)?)\\s*(billion|bn|b|million|mn|mm|m|thousand|k)\\b`,
);
const scales: Record<string, number> = {
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  m: 1e6,
  mm: 1e6,
  mn: 1e6,
  million: 1e6,
  k: 1e3,
  thousand: 1e3,
};
/** Words too common in strategy and region names to pick one out alone. */
const genericWords = new Set([
  'private',
  'capital',
  'equity',
  'fund',
  'funds',
  'partners',
  'north',
  'south',
  'global',
]);

function threshold(match: RegExpExecArray | null, scale = 1): Threshold | null {
  if (!match) return null;
  const direction = new RegExp(`^(${above})$`).test(match[1]) ? 'above' : 'below';
  return { direction, value: Number.parseFloat(match[2]) * scale };
}

/**
 * Names from the team's own data that the question mentions: whole, or by a distinctive word of the name
 * that is not part of a name already mentioned whole ('Latin America' does not also pick North America).
 */
function namedIn(text: string, names: readonly string[]): string[] {
  const whole = names.filter((name) => name.trim() !== '' && text.includes(name.toLowerCase()));
  const rest = whole.reduce((remaining, name) => remaining.replaceAll(name.toLowerCase(), ' '), text);
  const byWord = names.filter(
    (name) =>
      !whole.includes(name) &&
      name
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .some(
          (word) => word.length >= 4 && !genericWords.has(word) && new RegExp(`\\b${word}\\b`).test(rest),
        ),
  );
  return names.filter((name) => whole.includes(name) || byWord.includes(name));
}

function statusesIn(text: string): InvestmentStatus[] {
  return investmentStatuses.filter((status) => {
    const label = investmentStatusLabels[status].toLowerCase();
    return text.includes(label) || (status === 'due_diligence' && /\bdd\b|\bdiligence\b/.test(text));
  });
}

export function pipelineFilters(question: string, vocabulary: PipelineVocabulary): PipelineFilters {
  const text = question.toLowerCase();
  const size = sizeThreshold.exec(text);
  const year = /\b(199\d|20[0-3]\d)\b/.exec(text);
  return {
    statuses: statusesIn(text),
    type: /\bco-?invest/.test(text)
      ? 'co-investment'
      : /\bfunds\b|\bfund\b(?! manager)/.test(text)
        ? 'fund'
        : null,
    strategies: namedIn(text, vocabulary.strategies),
    geographies: namedIn(text, vocabulary.geographies),
    vintage: year ? Number(year[1]) : null,
    irr: threshold(irrThreshold.exec(text)),
    size: size ? threshold(size, scales[size[3]]) : null,
  };
}

function hasFilter(filters: PipelineFilters): boolean {
  return (
    filters.statuses.length > 0 ||
    filters.type !== null ||
    filters.strategies.length > 0 ||
    filters.geographies.length > 0 ||
    filters.vintage !== null ||
    filters.irr !== null ||
    filters.size !== null
  );
}

/**
 * Reads a question about the pipeline as a query: how many, which, the total target size, or what
 * changed this week, with filters by stage, type, strategy, geography, vintage, IRR and size. Null when
 * the question is not about the pipeline as a whole (a document or one named investment).
 */
export function parsePipelineQuestion(
  question: string,
  vocabulary: PipelineVocabulary,
): PipelineQuestion | null {
  const text = question.toLowerCase();
  const filters = pipelineFilters(question, vocabulary);
  // A filter alone does not make a pipeline question: 'terms for Northbridge Growth Partners' names a
  // strategy's word, but asks about one investment's documents.
  const aboutPipeline = pipelineNoun.test(text);
  if (
    /\b(this week|past week|last week|last 7 days|what('s| has)? changed|recent (changes|activity|updates))\b/.test(
      text,
    )
  )
    return { kind: 'recent', filters };
  if (!aboutPipeline || documentReference.test(text)) return null;
  if (/\b(total|sum|combined|aggregate)\b[^?]*\b(size|target|capital|aum)\b|\bhow much\b/.test(text))
    return { kind: 'sum', filters };
  if (countsInvestments.test(text) || /\bcount\b/.test(text)) return { kind: 'count', filters };
  if (/\b(which|list|show|what are)\b/.test(text) && (hasFilter(filters) || /\b(all|pipeline)\b/.test(text)))
    return { kind: 'list', filters };
  return null;
}
