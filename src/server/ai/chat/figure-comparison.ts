import { conceptEntry } from '@shared/concept-registry';
import { wordTokens } from '../document-reading/concepts/concept-phrases';
import { answeringScore } from '../retrieval/ledger-retriever';
import { distinctiveWords } from '../retrieval/named-documents';
import { isFigure, type FigureSource, type RetrievedSource } from '../retrieval/retriever';
import { CitationList, type LocalAnswer } from './local-answer';
import type { UnderstoodQuestion } from './understand-question';

// A comparison stays a small table: a few funds, a few figures.
const maxCompared = 4;
const maxConcepts = 3;

/** Whether a figure belongs to a name: its document, its owner or its row holds the name's words. */
function belongsTo(source: FigureSource, name: string): boolean {
  const { figure, citation } = source;
  const words = new Set(
    wordTokens(
      `${citation.title.replace(/[_.]/g, ' ')} ${figure.document ?? ''} ${figure.scopeName ?? ''} ${figure.label}`,
    ).map((token) => token.word),
  );
  const wanted = distinctiveWords(name);
  return wanted.length > 0 && wanted.every((word) => words.has(word));
}

const cell = (text: string) => text.replaceAll('|', '/');

/**
 * A comparison of the funds a question names on the figures it asks for, from their documents: a first
 * sentence with each fund's figure of the first concept and its citation, then a small table of every
 * concept asked. Null unless figures of at least two of the names are found, which the other answers
 * then take.
 */
export function compareFigures(
  question: UnderstoodQuestion,
  sources: readonly RetrievedSource[],
): LocalAnswer | null {
  if (question.intent !== 'compare' || question.concepts.length === 0 || question.names.length < 2)
    return null;
  const concepts = question.concepts.slice(0, maxConcepts);
  const figures = sources
    .filter(isFigure)
    .filter((source) => (source.figure.relevance ?? 0) >= answeringScore);
  const names = question.names.slice(0, maxCompared);
  const found = names.map((name) =>
    concepts.map(
      (concept) =>
        figures.find((source) => source.figure.concept === concept && belongsTo(source, name)) ?? null,
    ),
  );
  if (found.filter((row) => row.some(Boolean)).length < 2) return null;
  const cited = new CitationList();
  const stated = (source: FigureSource | null) =>
    source ? `${source.figure.value} ${cited.marker(source.citation)}` : 'not stated';
  const labels = concepts.map((concept) => conceptEntry(concept)?.label ?? concept);
  const lead = `${labels[0]}: ${names.map((name, index) => `${name} ${stated(found[index][0])}`).join('; ')}.`;
  const table = [
    `| | ${labels.map(cell).join(' | ')} |`,
    `|---|${labels.map(() => '---').join('|')}|`,
    ...names.map(
      (name, index) =>
        `| ${cell(name)} | ${found[index].map((source) => cell(stated(source))).join(' | ')} |`,
    ),
  ];
  return { response: [lead, '', ...table].join('\n'), citations: cited.citations };
}
