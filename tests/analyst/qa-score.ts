/**
 * Scores the analyst chat's answers to the annotated questions (truth/*: each figure's `question`, and
 * the `absent` questions): the right value, in the first sentence, citing a document that states it, on
 * its page; and for a question the documents do not answer, an answer that says so. Pure: the runner
 * (qa-run.ts) feeds it what the chat route answered.
 */
import { readNumbers } from '../../src/server/ai/document-reading/numbers/number-grammar';
import { splitSegment } from '../../src/server/ai/document-reading/text/sentences';
import type { AnnotatedDocument, Half } from './truth';

export type QaQuestion = {
  half: Half;
  genre: string;
  file: string;
  question: string;
  kind: 'figure' | 'absent';
  /** The value as the document writes it (figure questions). */
  value?: string;
  page?: number;
};

export type QaAnswer = {
  response: string;
  citations: { kind: string; id: number; page?: number }[];
  /** Milliseconds from request to answer. */
  took: number;
};

export type QaResult = {
  question: QaQuestion;
  /** The value is stated somewhere in the answer. */
  value: boolean;
  /** … in its first sentence. */
  first: boolean;
  /** A cited document states the value (the annotated one, or another whose cited page holds it). */
  cited: boolean;
  /** A citation of the annotated document points at the annotated page. */
  page: boolean;
  /** An absent question's answer says the documents do not state it. */
  saysAbsent: boolean;
  length: number;
  /** The answer's first line, for reading the dev half's misses. */
  opening: string;
};

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** The answer's first sentence, cut as the analyst cuts sentences (not at 'L.P.' or a decimal). */
export function firstSentence(response: string): string {
  const line = response.trim().split('\n')[0] ?? '';
  return splitSegment(line)[0] ?? '';
}

// A table's amount without its currency ('186,000,000' under 'Partnership Total') is the money it counts.
const kindOf = (kind: string) => (kind === 'money' ? 'amount' : kind);

/**
 * Whether a text states a value: as written, or as the same number of the same kind ('$850M' for '$850
 * million', '186,000,000' for '$186.0 million').
 */
export function statesValue(text: string, value: string): boolean {
  if (squeeze(text).includes(squeeze(value))) return true;
  const [wanted] = readNumbers(value, 'cell').figures;
  if (!wanted) return false;
  return readNumbers(text, 'prose').figures.some(
    (figure) =>
      kindOf(figure.kind) === kindOf(wanted.kind) &&
      Math.abs(figure.value - wanted.value) <= Math.abs(wanted.value) * 1e-6 + 1e-9 &&
      (figure.high ?? null) === (wanted.high ?? null),
  );
}

const absentAnswer =
  /\bnot (?:stated|given|disclosed|found|reported|specified)\b|\bno (?:figure|value|mention)\b|\bdo(?:es)? not (?:state|say|give|mention|disclose)\b|\bcould not find\b|\bnothing (?:in|matches)\b/i;

/** Whether an answer's first sentence says the documents do not state what was asked. */
export const saysAbsent = (response: string) => absentAnswer.test(firstSentence(response));

export function qaQuestions(documents: readonly AnnotatedDocument[]): QaQuestion[] {
  return documents.flatMap((document) => [
    ...document.figures
      .filter((figure) => figure.question?.trim())
      .map((figure) => ({
        half: document.half,
        genre: document.genre,
        file: document.file,
        question: figure.question!.trim(),
        kind: 'figure' as const,
        value: figure.value,
        ...(figure.page !== undefined ? { page: figure.page } : {}),
      })),
    ...(document.questions ?? [])
      .filter((question) => question.kind === 'absent')
      .map((question) => ({
        half: document.half,
        genre: document.genre,
        file: document.file,
        question: question.question.trim(),
        kind: 'absent' as const,
      })),
  ]);
}

/**
 * `documentId` is the annotated file's document; `pageText(id, page)` the text of a cited document's
 * page, to accept another document that states the same value.
 */
export function scoreAnswer(
  question: QaQuestion,
  answer: QaAnswer,
  documentId: number,
  pageText: (id: number, page: number | undefined) => string,
): QaResult {
  const documents = answer.citations.filter((citation) => citation.kind === 'document');
  const value = question.value !== undefined && statesValue(answer.response, question.value);
  return {
    question,
    value,
    first: question.value !== undefined && statesValue(firstSentence(answer.response), question.value),
    cited:
      question.value !== undefined &&
      documents.some(
        (citation) =>
          citation.id === documentId || statesValue(pageText(citation.id, citation.page), question.value!),
      ),
    page: documents.some(
      (citation) =>
        citation.id === documentId && (question.page === undefined || citation.page === question.page),
    ),
    saysAbsent: saysAbsent(answer.response),
    length: answer.response.length,
    opening: answer.response.trim().split('\n')[0] ?? '',
  };
}

export type QaTotals = {
  figureQuestions: number;
  /** The right value and a citation of a document that states it: the headline measure. */
  answered: number;
  inFirstSentence: number;
  onPage: number;
  absentQuestions: number;
  absentSaid: number;
  medianLength: number;
};

const share = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);

export function qaTotals(results: readonly QaResult[]): QaTotals {
  const figures = results.filter((result) => result.question.kind === 'figure');
  const absent = results.filter((result) => result.question.kind === 'absent');
  const lengths = figures.map((result) => result.length).sort((a, b) => a - b);
  return {
    figureQuestions: figures.length,
    answered: share(figures.filter((result) => result.value && result.cited).length, figures.length),
    inFirstSentence: share(figures.filter((result) => result.first && result.cited).length, figures.length),
    onPage: share(figures.filter((result) => result.value && result.page).length, figures.length),
    absentQuestions: absent.length,
    absentSaid: share(absent.filter((result) => result.saysAbsent).length, absent.length),
    medianLength: lengths[Math.floor(lengths.length / 2)] ?? 0,
  };
}
