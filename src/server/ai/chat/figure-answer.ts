import { conceptEntry, conceptRegistry } from '@shared/concept-registry';
import { comparisonWords } from '../document-reading/concepts/compared-with';
import { conceptPhrases, wordTokens } from '../document-reading/concepts/concept-phrases';
import { findDates } from '../document-reading/numbers/dates';
import { priorFundNoun } from '../document-reading/ledger/figure-scope';
import { readNumbers } from '../document-reading/numbers/number-grammar';
import { splitSegment } from '../document-reading/text/sentences';
import { datedOtherwise, farFromTitle, relatedConcepts, yearsIn } from '../retrieval/answer-features';
import { answeringScore } from '../retrieval/ledger-retriever';
import { spansIn } from '../retrieval/figure-spans';
import { distinctiveWords } from '../retrieval/named-documents';
import { numberedFunds } from '../retrieval/named-rows';
import { partWords } from '../retrieval/part-rows';
import { isFigure, type FigureSource, type RetrievedSource } from '../retrieval/retriever';
import { classesIn } from '../retrieval/unasked-figures';
import { CitationList, type LocalAnswer } from './local-answer';
import { recordedFigure, recordedValue, sameFigure } from './recorded-figure';
import type { UnderstoodQuestion } from './understand-question';

// Further figures that support or contradict the answer: a few lines, never a dump.
const maxSupport = 2;
// The closest figures to a question naming no concept, whose figures its words alone found: a few more.
const maxClosestByWords = 4;
// A question may ask a few figures at once ('the preferred return and the carry'); each gets a sentence.
const maxConcepts = 3;

/** The distinctive words of each name the question gives, and of the document it points at by what it is. */
const namedWords = (question: UnderstoodQuestion): string[][] =>
  [...question.names, ...(question.described ? [question.described] : [])]
    .map(distinctiveWords)
    .filter((words) => words.length > 0);

/** Whether a source's title or text holds every one of the names' words. */
function mentionsAll(source: RetrievedSource, names: readonly string[][]): boolean {
  const title = source.citation.title.replace(/[_.]/g, ' ');
  const about = new Set(wordTokens(`${title} ${source.text}`).map((token) => token.word));
  return names.every((words) => words.every((word) => about.has(word)));
}

/** Whether a figure's row label is a name the question gives ('Alder Robotics' of 'Alder Robotics Inc.'). */
function namesRow(name: string, label: string): boolean {
  const words = distinctiveWords(name);
  const labelWords = new Set(wordTokens(label).map((token) => token.word));
  return words.length > 0 && words.every((word) => labelWords.has(word));
}

/**
 * 'total assets', 'NAV per share', 'the preferred return': the figure's name inside a sentence, in the
 * question's own words when it asked for this concept by a name of it.
 */
function figureName(source: FigureSource, question: UnderstoodQuestion): string {
  const { figure } = source;
  // A row named by the question ('IntraOp Medical Corp.') is whose figure it is, not what it is: the
  // figure is what the question asked of it.
  const rowIsNamed = question.names.some((name) => namesRow(name, figure.label));
  if (rowIsNamed && (!figure.concept || figure.concept === 'other')) {
    const asked = question.concepts.map((id) => question.askedAs[id]).find(Boolean);
    // 'percentage of net assets' and 'of net assets' are both the share of net assets.
    const whole = asked?.replace(/^(?:(?:share|percent(?:age)?|proportion|portion|%)\s+)?of\s+/, '');
    if (asked) return question.shareOf ? `share of ${whole}` : asked;
  }
  // Nor is it what a figure of a known concept is ('Tillwise Fund III Retail software' is a deal; its
  // figure is a gross IRR).
  const rowEntry = rowIsNamed && figure.concept ? conceptEntry(figure.concept) : undefined;
  if (rowEntry) return inSentence(rowEntry.label);
  // A figure of a concept the question did not ask for is called what its document calls it: a balance
  // sheet's 'Management fees payable' is not 'partners' capital' because the reader filed it there.
  const answersConcept = figure.concept !== undefined && question.concepts.includes(figure.concept);
  const entry = answersConcept ? conceptEntry(figure.concept!) : undefined;
  const asked = answersConcept ? question.askedAs[figure.concept!] : undefined;
  // 'of total' names a share by its whole: the share of total.
  if (asked && entry && /^of\s/.test(asked)) return `share ${asked}`;
  if (asked && entry && namesConcept(asked, entry)) return asked;
  return inSentence(entry?.label ?? figure.label);
}

const comparisonVerb = new RegExp(String.raw`^(?:${comparisonWords})$`, 'i');

/**
 * Whether the words a question asked with are a name of the concept, fit for the answer's sentence
 * ('cost basis', 'carry', 'management fees'), rather than a cue ('how long') or a verb ('contributed',
 * a word of 'contributed capital').
 */
function namesConcept(asked: string, entry: NonNullable<ReturnType<typeof conceptEntry>>): boolean {
  if (/^(?:[a-z]{1,4})$/.test(asked) || /^(?:how|what|when)\b/.test(asked)) return false;
  // A participle the question asked with is its verb: 'paid into', 'drawn', 'raised', 'valued at';
  // so is a verb with its preposition: 'sell for', 'drawn on'.
  if (/(?:ed|wn|paid)(?:\s+(?:in|into|at))?$/i.test(asked) || /\s(?:for|on|under|into|at)$/i.test(asked))
    return false;
  // So is a verb of comparison: 'beat', 'trail', 'lag'.
  if (comparisonVerb.test(asked)) return false;
  const singular = (phrase: string) => phrase.toLowerCase().replace(/s\b/g, '');
  const names = [entry.label, ...entry.synonyms, ...(entry.asked ?? [])].map(singular);
  return names.includes(singular(asked));
}

// The words figures are named with, as the registry writes them: a label's heading capitals on these
// ('Capital Commitment', 'Gross of Offsets') are a heading's, not a name's ('Veracor Health Group').
const figureWords = new Set(
  conceptRegistry.flatMap((entry) =>
    [entry.label, ...entry.synonyms].flatMap((name) => name.toLowerCase().split(/\W+/)),
  ),
);
for (const word of ['of', 'to', 'and', 'the', 'for', 'in', 'paid', 'beginning', 'ending', 'year', 'period'])
  figureWords.add(word);

/**
 * A label inside a sentence: 'Net IRR' reads 'net IRR', 'Capital Commitment' 'capital commitment',
 * 'NAV per share' keeps its capitals and a name its own; a template's bracketed asides ('(input
 * positive values)') are left out, and a label wholly in brackets loses them.
 */
function inSentence(label: string): string {
  const unbracketed = label.replace(/\s*\([^()]*\)/g, '').trim() || label.replace(/^\((.*)\)$/, '$1');
  const heading = (word: string, index: number) =>
    /^\p{Lu}\p{Ll}+$/u.test(word) &&
    (index === 0 || [word, word.replace(/s$/, '')].some((form) => figureWords.has(form.toLowerCase())));
  return unbracketed
    .split(' ')
    .map((word, index) => (heading(word, index) ? word.toLowerCase() : word))
    .join(' ');
}

/** 'were' for a plural name ('total assets', 'distributions'), 'was' otherwise. */
function verbFor(name: string): string {
  // The head of 'share of net assets' is 'share'.
  const last = name.split(' of ')[0].split(' ').at(-1) ?? '';
  return /[^siu]s$/i.test(last) && !/^(?:fees|\w+ness)$/i.test(last) ? 'were' : 'was';
}

/**
 * Whose figure the sentence says it is: the owner the ledger names (an earlier fund, a holding), else
 * the name the question gives, when it gives a proper name.
 */
function subjectOf(source: FigureSource, question: UnderstoodQuestion): string | null {
  const { figure } = source;
  if (figure.scopeName && figure.scope !== 'fund') return figure.scopeName;
  const row = question.names.find((name) => namesRow(name, figure.label));
  return row ?? question.names.find((name) => /\p{Ll}/u.test(name)) ?? question.names[0] ?? null;
}

/** 'as of December 31, 2024', 'for FY2023', 'for 2024', '' when the figure has no period. */
function when(period: string | null | undefined): string {
  if (!period) return '';
  return /^(?:(?:19|20)\d{2}$|fy|q[1-4]|[12]h|h[12]|fiscal|calendar|for\b|year|quarter|six|nine|three)/i.test(
    period,
  )
    ? ` for ${period}`
    : ` as of ${period}`;
}

/**
 * 'For Nexus VI, total assets were 802,058,543 as of December 31, 2024 [1].' A frequency's label says
 * what happens so often: 'For the Valuation Committee, the committee shall meet: quarterly [1].', and a
 * date's what falls on it: 'For Fund II, the investment period end date is 9/30/27 [1].'
 */
function sentence(
  source: FigureSource,
  question: UnderstoodQuestion,
  marker: string,
  mate?: FigureSource,
): string {
  const name = figureName(source, question);
  const subject = subjectOf(source, question);
  // An amount and its share of the whole, as a row gives them: '$38,400,000 (64%)'.
  const value = mate
    ? [source, mate]
        .sort((a, b) => Number(a.figure.kind === 'percent') - Number(b.figure.kind === 'percent'))
        .map((figure, index) => (index === 0 ? figure.figure.value : `(${figure.figure.value})`))
        .join(' ')
    : source.figure.value;
  // A date is named by its own label: 'the investment period end date is 9/30/27'.
  const stated =
    source.figure.kind === 'frequency'
      ? `${inSentence(source.figure.label)}: ${source.figure.value} ${marker}.`
      : source.figure.kind === 'date'
        ? `the ${inSentence(source.figure.label).replace(/\b\p{Lu}\p{Ll}+\b/gu, (word) => word.toLowerCase())} is ${value} ${marker}.`
        : `the ${name} ${verbFor(name)} ${value}${when(source.figure.period)} ${marker}.`;
  return subject ? `For ${subject}, ${stated}` : `T${stated.slice(1)}`;
}

const conceptless = (source: FigureSource) => !source.figure.concept || source.figure.concept === 'other';

/**
 * The other figure of an answer's row when the two are an amount and a percent and neither is a
 * concept's ('Acquisitions   $38,400,000   64%'): a use of funds or an allocation, stated together.
 */
function rowMate(source: FigureSource, figures: readonly FigureSource[]): FigureSource | undefined {
  const part = (figure: FigureSource) =>
    figure.figure.kind === 'percent'
      ? 'share'
      : figure.figure.kind === 'money' || figure.figure.kind === 'amount'
        ? 'amount'
        : null;
  if (!conceptless(source) || part(source) === null) return undefined;
  return figures.find(
    (other) =>
      conceptless(other) &&
      other.citation.id === source.citation.id &&
      other.citation.page === source.citation.page &&
      other.figure.label === source.figure.label &&
      (other.figure.period ?? null) === (source.figure.period ?? null) &&
      part(other) !== null &&
      part(other) !== part(source),
  );
}

// How many other words may stand among a concept's words in a sentence that names it.
const phraseSlack = 2;

/** Whether all of a phrase's words stand in the words within the phrase's length and the slack. */
function holdsTogether(words: readonly string[], phrase: readonly string[], slack: number): boolean {
  const width = phrase.length + slack;
  return words.some(
    (word, start) =>
      phrase.includes(word) && phrase.every((wanted) => words.slice(start, start + width).includes(wanted)),
  );
}

/**
 * A sentence's words as a one-word phrase may meet them: a verb's form ('carries') and each word inside
 * another concept's phrase of several words ('carrying' of 'carrying value') blanked, for neither is
 * the noun ('carry').
 */
function wordsOutsideOtherPhrases(sentence: string, asked: readonly string[]): string[] {
  const tokens = wordTokens(sentence);
  const words = tokens.map((token) => (token.verbal ? '' : token.word));
  for (const match of conceptPhrases(tokens)) {
    if (match.last === match.first || asked.includes(conceptRegistry[match.concept].id)) continue;
    words.fill('', match.first, match.last + 1);
  }
  return words;
}

/**
 * A passage's sentence that states what is asked when no figure of the ledger does: it names the
 * concept (or the question's words) and holds a number. The best-ranked passage first.
 */
function passageStating(
  question: UnderstoodQuestion,
  sources: readonly RetrievedSource[],
): { source: RetrievedSource; sentence: string } | null {
  const phrases = question.concepts.flatMap((id) => [
    conceptEntry(id)?.label ?? id,
    ...(conceptEntry(id)?.synonyms ?? []),
    ...(question.askedAs[id] ? [question.askedAs[id]] : []),
  ]);
  // A question that names no concept wants a sentence holding all its own words ('aggregate assets'),
  // or its one word when it asks a kind of value too ('When are reports due?' asks a time allowed).
  const ownWords = question.labelWords.length >= (question.valueKinds.length > 0 ? 1 : 2);
  const wanted =
    question.concepts.length > 0
      ? phrases
          .map((phrase) => wordTokens(phrase).map((token) => token.word))
          .filter((words) => words.length > 0)
      : ownWords
        ? [question.labelWords]
        : [];
  // A passage about someone else answers nothing a question asks of whom it names (each of them: the
  // plan's return is not the return of a fund in its table), nor one of another document than the one
  // it points at by what it is.
  const names = namedWords(question);
  // Its sentence must hold a number of a kind the concept takes (a rate's percent, not a date), or of
  // the kind the question's words ask.
  const kinds = new Set(
    question.concepts.length > 0
      ? question.concepts.flatMap((id) => conceptEntry(id)?.kinds ?? [])
      : question.valueKinds,
  );
  // 'When is the transaction expected to close?' names no concept: a sentence dated so that holds most
  // of its words answers it, the one holding the most; a quarter or a year answers it too ('Q1 2027').
  const asksDate = question.concepts.length === 0 && question.valueKinds.includes('date');
  const statesOne = (sentence: string) =>
    kinds.size === 0
      ? /\d/.test(sentence)
      : readNumbers(sentence, 'prose').figures.some((figure) => kinds.has(figure.kind)) ||
        (kinds.has('date') &&
          findDates(sentence).some((date) => date.kind === 'date' || (asksDate && date.kind === 'period')));
  let mostWords: { source: RetrievedSource; sentence: string; held: number } | null = null;
  // Nor does a sentence of other years than those asked (another period's figure), nor one whose dates
  // of the year asked are other than the date asked ('September 30, 2025' for June 30, 2025).
  // An undated one of a document titled with years far from those asked is no more of them.
  const ofOtherYears = (sentence: string, title: string) => {
    const years = yearsIn(sentence);
    if (years.length === 0) return farFromTitle(question.years, title);
    const otherYears = question.years.length > 0 && !years.some((year) => question.years.includes(year));
    return otherYears || datedOtherwise(sentence, question);
  };
  // Nor a sentence of spans none of which is the one asked: the 1- to 10-year returns for the 20-year.
  const ofOtherSpans = (sentence: string) => {
    const spans = spansIn(sentence);
    return question.span !== null && spans.size > 0 && !spans.has(question.span);
  };
  // A numbered fund's own sentence names it, or the document is its: a plan's review naming the fund
  // in a table states the plan's return in its other sentences.
  const funds = numberedFunds(question.names).map(distinctiveWords);
  // Nor one that never mentions what the question asks its concept of ('allocation to hedge funds'):
  // the sentence or the title names the part ('growth equity' of 'the growth equity portfolio').
  const part = partWords(question.askedOf ?? '');
  // Nor one of another share class than the one asked ('Class I shares returned 10.42%' for Class A).
  const classes = classesIn(question.names.join(' '));
  const ofOtherClasses = (sentence: string) => {
    const stated = classesIn(sentence);
    return classes.size > 0 && stated.size > 0 && ![...classes].some((name) => stated.has(name));
  };
  for (const source of sources) {
    if (source.citation.kind !== 'document' || source.figure) continue;
    const title = source.citation.title.replace(/[_.]/g, ' ');
    const titleWords = wordTokens(title).map((token) => token.word);
    if (!mentionsAll(source, names)) continue;
    for (const sentence of splitSegment(source.text.replace(/\s+/g, ' '))) {
      // A question the document asks (a questionnaire's '3.2 What is the loss ratio?') answers nothing.
      if (sentence.length > maxQuotedSentence || /\?\s*$/.test(sentence) || !statesOne(sentence)) continue;
      if (ofOtherYears(sentence, title) || ofOtherSpans(sentence) || ofOtherClasses(sentence)) continue;
      const words = wordTokens(sentence).map((token) => token.word);
      // Nor one of a prior fund's record, unless the question asks for a record, names whose it is, or
      // asks of what the sentence calls it ('the co-investment programme').
      const prior = priorFundNoun(sentence);
      const saysWhose = names.some((name) => name.every((word) => words.includes(word)));
      const askedOfIt =
        prior !== null && wordTokens(prior).some((token) => question.labelWords.includes(token.word));
      if (prior !== null && !question.record && !saysWhose && !askedOfIt) continue;
      const own = new Set([...words, ...titleWords]);
      if (!funds.every((fund) => fund.every((word) => own.has(word)))) continue;
      if (!part.every((word) => own.has(word))) continue;
      // A concept's words name it together ('general partner commitment'), not apart in a long sentence.
      const slack = question.concepts.length > 0 ? phraseSlack : Infinity;
      const single = wanted.some((phrase) => phrase.length === 1)
        ? wordsOutsideOtherPhrases(sentence, question.concepts)
        : words;
      if (wanted.some((phrase) => holdsTogether(phrase.length === 1 ? single : words, phrase, slack)))
        return { source, sentence };
      if (countsAsked(question, sentence)) return { source, sentence };
      const held = question.labelWords.filter((word) => words.includes(word)).length;
      if (asksDate && held * 2 >= question.labelWords.length && held > (mostWords?.held ?? 0))
        mostWords = { source, sentence, held };
    }
  }
  return mostWords && { source: mostWords.source, sentence: mostWords.sentence };
}

// How many words may stand between a count and the noun it counts ('three independent members').
const countedSlack = 3;

/**
 * Whether a sentence counts what 'how many' asks: a count stands just before the noun counted ('at
 * least three members', '50,000 temporary housing listings'), and the words saying which ones are in it
 * ('1,184 buyout funds' does not count venture capital funds).
 */
function countsAsked(question: UnderstoodQuestion, sentence: string): boolean {
  if (question.intent !== 'count' || question.concepts.length > 0 || !question.counted) return false;
  const words = new Set(wordTokens(sentence).map((token) => token.word));
  if (!question.countedQualifiers.every((word) => words.has(word))) return false;
  return readNumbers(sentence, 'prose').figures.some(
    (figure) =>
      figure.kind === 'count' &&
      wordTokens(sentence.slice(figure.end))
        .slice(0, countedSlack + 1)
        .some((token) => token.word === question.counted),
  );
}

// A passage's sentence quoted as the answer stays within a reading's length.
const maxQuotedSentence = 400;

// A note is quoted whole only when it is short; a long one is the notes' answer, not a line of this one.
const maxNoteLength = 300;

/** How many of the words (as `wordTokens` forms them) a text uses. */
function wordsUsed(words: readonly string[], text: string): number {
  const used = new Set(wordTokens(text).map((token) => token.word));
  return words.filter((word) => used.has(word)).length;
}

/** The team's note that speaks of what is asked (its concept's words, or the question's own), if any. */
function noteOn(question: UnderstoodQuestion, sources: readonly RetrievedSource[]): RetrievedSource | null {
  const words = [
    ...question.labelWords,
    ...question.concepts.flatMap((id) =>
      wordTokens(conceptEntry(id)?.label ?? '').map((token) => token.word),
    ),
  ];
  return (
    sources.find(
      (source) =>
        source.citation.kind === 'note' &&
        source.text.length <= maxNoteLength &&
        wordsUsed(words, source.text) > 0,
    ) ?? null
  );
}

/**
 * A figure question answered as an analyst would: the figure itself in the first sentence, with whose it
 * is, as of when, and its citation; then at most two lines of other readings (another period's, another
 * document's, and a conflicting value as a conflict). When no figure of the ledger answers it, says it
 * is not stated in the documents and gives the closest figures found. Null for a question that asks no
 * figure, which the other answers take.
 */
export function answerFigureQuestion(
  question: UnderstoodQuestion,
  sources: readonly RetrievedSource[],
  documentsSearched: boolean,
): LocalAnswer | null {
  // 'How many members must the committee have?' asks for a figure of the documents as much as 'What is…'.
  const asksFigure = question.intent === 'figure' || question.intent === 'count';
  if (!asksFigure || (question.concepts.length === 0 && question.labelWords.length === 0)) return null;
  const figures = sources.filter(isFigure);
  const answering = figures.filter((source) => (source.figure.relevance ?? 0) >= answeringScore);
  const cited = new CitationList();
  if (answering.length === 0) {
    // A figure no document states may be one the team recorded in the pipeline.
    const recorded = recordedFigure(question.concepts, sources);
    if (recorded) {
      const { source, field, value } = recorded;
      return {
        response: `For ${source.citation.title}, the pipeline record gives the ${field === 'IRR' ? field : field.toLowerCase()} as ${value} ${cited.marker(source.citation)}; no document states it.`,
        citations: cited.citations,
      };
    }
    // Only a search of the documents can say they do not state it.
    if (!documentsSearched) return null;
    const said = passageStating(question, sources);
    if (said) {
      return {
        response: `Your documents say: “${said.sentence}” ${cited.marker({ ...said.source.citation, quote: said.sentence })}`,
        citations: cited.citations,
      };
    }
    // A question that names no concept gets what the documents hold on its words: a pipeline record or
    // a note the sources answer shows, or, when only documents speak, their closest figures or passages
    // that use most of its words; one that asks a kind of value ('How many employees…?') or whose words
    // no passage uses so ('What loss ratio has the fund recorded?' answered by a cover page) is told
    // none is stated. Where nothing at all was found, the answer that nothing was takes it.
    const others = sources.some((source) => ['investment', 'note'].includes(source.citation.kind));
    const asksKind = question.intent === 'count' || question.valueKinds.length > 0;
    const passages = sources.filter((source) => !isFigure(source));
    const names = namedWords(question);
    const passagesSpeak =
      passages.length === 0 ||
      passages.some(
        (source) =>
          mentionsAll(source, names) &&
          wordsUsed(question.labelWords, source.text) * 2 >= question.labelWords.length,
      );
    if (question.concepts.length === 0 && (others || (figures.length === 0 && !asksKind && passagesSpeak)))
      return null;
    const closest = figures
      .slice(0, question.concepts.length === 0 ? maxClosestByWords : maxSupport)
      .map(
        (source) =>
          `- ${source.figure.label}: ${source.figure.value} (${source.figure.about}) ${cited.marker(source.citation)}`,
      );
    const asked = question.concepts
      .map((id) => {
        const entry = conceptEntry(id);
        const words = question.askedAs[id];
        return words && entry && namesConcept(words, entry) ? words : inSentence(entry?.label ?? id);
      })
      .join(' or ');
    const whose = question.names.length > 0 ? ` for ${question.names.join(' and ')}` : '';
    const when = question.period ? ` as of ${question.period}` : '';
    const records = sources.some((source) => source.citation.kind === 'investment');
    const where = records ? 'your documents or the pipeline record' : 'your documents';
    const lead = asked
      ? `The ${asked}${whose}${when} is not stated in ${where}.`
      : `No figure in ${where} answers this${whose}${when}.`;
    return {
      response: closest.length > 0 ? `${lead}\n\nThe closest figures found:\n\n${closest.join('\n')}` : lead,
      citations: cited.citations,
    };
  }
  // One sentence for each concept asked ('the preferred return and the carry'), the best figure of each;
  // for one concept, the best-ranked figure even when the reader gave it no concept asked (a holding's
  // row of a table of shares, which the question names): it is taken below as a stand-in.
  const firsts: FigureSource[] = [];
  const topUnclaimed = !question.concepts.includes(answering[0].figure.concept ?? '');
  if (question.concepts.length > 1 || !topUnclaimed) {
    for (const concept of question.concepts.slice(0, maxConcepts)) {
      const best = answering.find((source) => source.figure.concept === concept && !firsts.includes(source));
      if (best) firsts.push(best);
    }
  }
  if (firsts.length === 0) {
    // A figure that stands in for the one asked ('What did Tillwise return?' read as a multiple) comes
    // with its row's other stand-in (the same deal's IRR), so neither reading is hidden.
    const [stand] = answering;
    const related = relatedConcepts(question.concepts);
    const beside = answering.find(
      (source) =>
        source.citation.id === stand.citation.id &&
        source.figure.label === stand.figure.label &&
        source.figure.concept !== stand.figure.concept &&
        related.includes(source.figure.concept ?? '') &&
        related.includes(stand.figure.concept ?? ''),
    );
    firsts.push(stand, ...(beside ? [beside] : []));
  }
  const mates = firsts.map((source) => rowMate(source, figures));
  const lines = [
    firsts
      .map((source, index) => sentence(source, question, cited.marker(source.citation), mates[index]))
      .join(' '),
  ];
  const best = firsts[0];
  const rest = answering.filter((source) => !firsts.includes(source) && !mates.includes(source));
  const support: string[] = [];
  const seen = new Set(firsts.map((source) => `${source.figure.value}|${source.figure.period ?? ''}`));
  for (const source of rest) {
    if (support.length >= maxSupport) break;
    const key = `${source.figure.value}|${source.figure.period ?? ''}`;
    if (seen.has(key) || source.figure.concept !== best.figure.concept) continue;
    seen.add(key);
    // Two documents disagree when they give the same period, or, for a term (which has none), any value.
    const periods = [source.figure.period, best.figure.period];
    const term = conceptEntry(best.figure.concept ?? '')?.group === 'terms';
    const samePeriod =
      source.citation.id !== best.citation.id &&
      (periods.every((period) => !period) ? term : periods[0] === periods[1]);
    const where = `*${source.citation.title}*${source.citation.page ? `, page ${source.citation.page}` : ''}`;
    support.push(
      samePeriod
        ? `- Sources differ: ${where} gives ${source.figure.value} ${cited.marker(source.citation)}.`
        : `- Also: ${source.figure.value} (${source.figure.about}) in ${where} ${cited.marker(source.citation)}.`,
    );
  }
  const { concept } = best.figure;
  const record = concept ? sources.map((source) => recordedValue(source, concept)).find(Boolean) : null;
  if (record && !sameFigure(record.value, best.figure.value))
    support.push(`- The pipeline record gives ${record.value} ${cited.marker(record.source.citation)}.`);
  const note = noteOn(question, sources);
  if (note) support.push(`- A note says: “${note.text}” ${cited.marker(note.citation)}`);
  if (support.length > 0) lines.push('', ...support);
  return { response: lines.join('\n'), citations: cited.citations };
}
