import type { AuditedModelReading } from '@shared/model-reading';

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** What the document's processing notes say of the model's reading: what it kept, dropped, read and cost. */
export function readingNotes(model: string, reading: AuditedModelReading, reused: boolean): string[] {
  const { notOnPage, valueNotInQuote, setAside, quoteTooLong } = reading.dropped;
  const dropped = notOnPage + valueNotInQuote + setAside + quoteTooLong;
  const why = [
    notOnPage > 0 ? `${notOnPage} quoted from no such page` : '',
    valueNotInQuote > 0 ? `${valueNotInQuote} with a value not in its quote` : '',
    setAside > 0 ? `${setAside} from a passage set aside as addressed to an AI` : '',
    quoteTooLong > 0 ? `${quoteTooLong} with a quote longer than a sentence or row` : '',
  ].filter(Boolean);
  const pages =
    reading.pagesRead < reading.pagesInAll
      ? `; the token budget covered ${reading.pagesRead} of ${reading.pagesInAll} pages`
      : '';
  return [
    ...summaryNote(model, reading.summary),
    `Model reading: ${plural(reading.facts.length, 'figure', 'figures')}, ${dropped} dropped as not found on their page${why.length > 0 ? ` (${why.join(', ')})` : ''}.`,
    reused
      ? `Model reading by ${model} reused from an earlier reading of the same file; no new model call.`
      : `Model reading by ${model}: ${plural(reading.inputTokens, 'input token', 'input tokens')} and ${plural(reading.outputTokens, 'output token', 'output tokens')} in ${(reading.milliseconds / 1000).toFixed(1)} s${pages}.`,
  ];
}

/** What the notes say of the model's summary: written from the ledger, with what was left out, or why not. */
function summaryNote(model: string, summary: AuditedModelReading['summary']): string[] {
  if ('failure' in summary) return [`Model summary failed: ${summary.failure}. The built-in summary stands.`];
  const leftOut =
    summary.leftOut > 0
      ? `; ${plural(summary.leftOut, 'sentence or key point', 'sentences or key points')} left out as stating a figure found in no ledger entry`
      : '';
  return [`Summary and key points written by ${model} from the audited figure ledger${leftOut}.`];
}

/** The note when the model could not read the document. */
export const readingFailedNote = (reason: string) =>
  `Model reading failed: ${reason}. The built-in analyst's reading stands.`;

/** Whether a processing note is one of a model reading's, to be replaced by the next reading's. */
export const isModelReadingNote = (note: string) =>
  /^(Model reading|Model summary|Summary and key points written by|The model and the built-in analyst read)\b/.test(
    note,
  );
