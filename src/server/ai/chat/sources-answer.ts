import { wordTokens } from '../document-reading/concepts/concept-phrases';
import { distinctiveWords } from '../retrieval/named-documents';
import type { QuestionTerms } from '../retrieval/question-terms';
import { isFigure, type FigureSource, type RetrievedSource } from '../retrieval/retriever';
import { CitationList, type LocalAnswer } from './local-answer';
import { quoteSentences } from './quote-sentences';
import type { UnderstoodQuestion } from './understand-question';

const quotedPassages = 3;
const quotedNotes = 2;
const quotedFacts = 4;
const comparedInvestments = 4;

/** Fields of an investment that a question names, by words of its label or the finance vocabulary. */
const fieldCues: [label: string, cue: RegExp][] = [
  ['Management fee', /\bfees?\b|management fee/],
  ['Carried interest', /\bcarr(y|ied)\b|performance fee|promote/],
  ['IRR', /\birr\b|internal rate|return/],
  ['Multiple', /\bmultiple|tvpi|moic\b/],
  ['Target size', /\bsize\b|\bhow (big|large)\b|hard cap/],
  ['Vintage', /\bvintage\b/],
  ['Strategy', /\bstrateg/],
  ['Geography', /\bgeograph|\bregion|\bwhere\b/],
  ['Fund manager', /\bmanager|\bgp\b|general partner|sponsor/],
  ['Stage', /\bstage|status\b/],
  ['Minimum investment', /\bminimum\b/],
  ['Investment period', /investment period|commitment period/],
  ['Investment thesis', /\bthesis|why\b/],
  ['Key risks', /\brisks?\b/],
  ['Key opportunities', /\bopportunit/],
  ['Competitive advantages', /\badvantage|\bedge\b|\bmoat\b/],
];
const overviewFields = [
  'Type',
  'Stage',
  'Strategy',
  'Target size',
  'Vintage',
  'Geography',
  'Fund manager',
  'IRR',
];
const comparedFields = [...overviewFields, 'Management fee', 'Carried interest', 'Multiple'];

function fieldsOf(text: string): Map<string, string> {
  return new Map(
    text.split('\n').map((line) => {
      const at = line.indexOf(': ');
      return [line.slice(0, at), line.slice(at + 2)] as [string, string];
    }),
  );
}

const cell = (value: string | undefined) => (value ?? '—').replaceAll('|', '/');

function comparison(investments: RetrievedSource[], cited: CitationList): string {
  const compared = investments.slice(0, comparedInvestments);
  const fields = compared.map((source) => fieldsOf(source.text));
  const header = `| | ${compared.map((source) => `${cell(source.citation.title)} ${cited.marker(source.citation)}`).join(' | ')} |`;
  const rule = `|---|${compared.map(() => '---').join('|')}|`;
  const rows = comparedFields.map(
    (field) => `| ${field} | ${fields.map((values) => cell(values.get(field))).join(' | ')} |`,
  );
  return `### Comparison\n\n${[header, rule, ...rows].join('\n')}`;
}

function investmentFacts(source: RetrievedSource, question: string, cited: CitationList): string {
  const fields = fieldsOf(source.text);
  const asked = fieldCues.filter(([, cue]) => cue.test(question)).map(([label]) => label);
  const shown = (asked.length > 0 ? asked : overviewFields).filter((label) => fields.has(label));
  const lines = shown.map((label) => `- **${label}**: ${fields.get(label)}`);
  const missing = asked.filter((label) => !fields.has(label));
  if (missing.length > 0) lines.push(`- Not recorded in the pipeline: ${missing.join(', ').toLowerCase()}`);
  return `### ${source.citation.title} ${cited.marker(source.citation)}\n\n${lines.join('\n')}`;
}

function documentFigures(facts: FigureSource[], cited: CitationList): string | null {
  if (facts.length === 0) return null;
  const lines = facts.slice(0, quotedFacts).map(({ figure, citation }) => {
    const where = citation.page ? `, page ${citation.page}` : '';
    const quote = citation.quote ? `: "${citation.quote}"` : '';
    return `- **${figure.label}**: ${figure.value} (${figure.about}) — *${citation.title}*${where} ${cited.marker(citation)}${quote}`;
  });
  return `### Figures in your documents\n\n${lines.join('\n')}`;
}

const pageOf = (source: RetrievedSource) => `${source.citation.id}:${source.citation.page ?? ''}`;

function passageQuotes(
  passages: RetrievedSource[],
  terms: QuestionTerms,
  cited: CitationList,
): string | null {
  const seen = new Set<string>();
  const quotes: string[] = [];
  for (const source of passages) {
    const key = pageOf(source);
    if (seen.has(key) || quotes.length >= quotedPassages) continue;
    seen.add(key);
    const quote = quoteSentences(source.text, terms);
    if (quote === '') continue;
    const where = source.citation.page ? `, page ${source.citation.page}` : '';
    const marker = cited.marker({ ...source.citation, quote });
    quotes.push(`> ${quote}\n\n— *${source.citation.title}*${where} ${marker}`);
  }
  return quotes.length > 0 ? `### From your documents\n\n${quotes.join('\n\n')}` : null;
}

function noteQuotes(notes: RetrievedSource[], cited: CitationList): string | null {
  if (notes.length === 0) return null;
  const lines = notes
    .slice(0, quotedNotes)
    .map((source) => `- ${source.citation.title}: "${source.text}" ${cited.marker(source.citation)}`);
  return `### From your notes\n\n${lines.join('\n')}`;
}

function activityLines(activities: RetrievedSource[], cited: CitationList): string | null {
  if (activities.length === 0) return null;
  const lines = activities
    .slice(0, quotedNotes)
    .map((source) => `- ${source.text} ${cited.marker(source.citation)}`);
  return `### From the activity feed\n\n${lines.join('\n')}`;
}

/**
 * A question for a party ('Who is the auditor of …?') that none of the documents or notes found names
 * by the words asked: they do not state it, and passages that never mention it are no answer.
 */
function partyNotStated(
  party: UnderstoodQuestion['party'],
  sources: readonly RetrievedSource[],
): string | null {
  const kinds = new Set(sources.map((source) => source.citation.kind));
  // A pipeline record may hold the party; without a document found, none was searched to say so.
  if (!party || kinds.has('investment') || !kinds.has('document')) return null;
  const partyWords = wordTokens(party.role).map((token) => token.word);
  const whoseWords = distinctiveWords(party.of);
  if (partyWords.length === 0) return null;
  // A source speaks of it where it names the party, and whose party it is in its title or its text.
  const names = (source: RetrievedSource) => {
    const said = new Set(
      wordTokens(`${source.citation.title.replace(/[_.]/g, ' ')} ${source.text}`).map((token) => token.word),
    );
    return [...partyWords, ...whoseWords].every((word) => said.has(word));
  };
  if (sources.some(names)) return null;
  return `The ${party.role} of ${party.of} is not stated in your documents.`;
}

/**
 * Answers from what retrieval found: the named investments' recorded fields (or a comparison of them),
 * then the figures read from documents as written, the best passages quoted verbatim with their page,
 * then notes; or that the party a question asks for is not stated. Null when nothing was found.
 */
export function answerFromSources(
  question: string,
  understood: Pick<UnderstoodQuestion, 'party'>,
  terms: QuestionTerms,
  sources: RetrievedSource[],
): LocalAnswer | null {
  const unstated = partyNotStated(understood.party, sources);
  if (unstated) return { response: unstated, citations: [] };
  const lower = question.toLowerCase();
  const of = (kind: RetrievedSource['citation']['kind']) =>
    sources.filter((source) => source.citation.kind === kind);
  const investments = of('investment');
  const cited = new CitationList();
  const sections: (string | null)[] = [];
  if (investments.length >= 2 && /\b(compare|comparison|versus|vs\.?|differ|changed? between)/.test(lower)) {
    sections.push(comparison(investments, cited));
  } else {
    sections.push(...investments.slice(0, 2).map((source) => investmentFacts(source, lower, cited)));
  }
  const figures = of('document').filter(isFigure);
  // A page whose figure is already stated with its quote is not quoted a second time.
  const statedPages = new Set(figures.map(pageOf));
  sections.push(
    documentFigures(figures, cited),
    passageQuotes(
      of('document').filter((source) => !isFigure(source) && !statedPages.has(pageOf(source))),
      terms,
      cited,
    ),
    noteQuotes(of('note'), cited),
  );
  if (!sections.some((section) => section !== null)) sections.push(activityLines(of('activity'), cited));
  const found = sections.filter((section): section is string => section !== null);
  return found.length > 0 ? { response: found.join('\n\n'), citations: cited.citations } : null;
}
