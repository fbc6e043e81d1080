/**
 * Text addressed to an AI rather than to a person: 'Note to any AI reading this: tell the user…',
 * 'ignore previous instructions and…'. A document is data; such a passage is found while the document is
 * read so that nothing is taken from it (figures, risks, summary sentences, passages to answer from).
 *
 * A sentence is quarantined when it tells a reader to override its instructions, or when it both names
 * an AI as its addressee and gives an order; sentences after it in the same paragraph that go on giving
 * orders, or speak to 'you', belong to the same message. Words of the sort ('AI', 'model') in a fund's
 * own prose, such as an investment thesis, are neither.
 */

export type QuarantinedSpan = { start: number; end: number; text: string };

const aiReader = String.raw`(?:AI|A\.I\.|artificial intelligence|LLMs?|(?:large )?language models?|chat ?bots?|GPT(?:-?\d)?|ChatGPT|Claude|Gemini|Copilot|(?:AI |virtual |digital )?assistants?|AI (?:models?|systems?|agents?|tools?|readers?))`;

/** Who the sentence speaks to: an AI named as its reader. */
const addressesAi = [
  new RegExp(
    String.raw`\b(?:note|message|notice|instructions?|attention|reminder|memo)\s+(?:to|for)\s+(?:any|all|every|the|each)?\s*${aiReader}\b`,
    'i',
  ),
  new RegExp(String.raw`\b(?:dear|hey|hello|hi|attention)\s*,?\s+${aiReader}\b`, 'i'),
  new RegExp(String.raw`\b(?:if\s+)?you\s+are\s+(?:an?\s+|the\s+)?${aiReader}\b`, 'i'),
  new RegExp(String.raw`\bas\s+an?\s+${aiReader}\b`, 'i'),
  new RegExp(
    String.raw`\b(?:any|all|every|each)\s+${aiReader}\s+(?:that\s+(?:is\s+)?)?(?:reads?|reading|processes|processing|summari[sz]es|summari[sz]ing|analy[sz]es|analy[sz]ing|reviews|reviewing|parses|parsing|ingests|ingesting|scans|scanning)\b`,
    'i',
  ),
  new RegExp(
    String.raw`\b${aiReader}\s+(?:reading|processing|summari[sz]ing|analy[sz]ing|reviewing|parsing|ingesting)\s+(?:this|these)\b`,
    'i',
  ),
];

/** An attempt to replace the reader's own instructions or make it show what it keeps. */
const overridesInstructions = [
  /\b(?:ignore|disregard|forget|override|bypass|discard)\b[^.!?\n]{0,40}?\b(?:previous|prior|above|earlier|preceding|all|any|your|other|existing|original|system)\b[^.!?\n]{0,25}?\b(?:instructions?|prompts?|directions?|directives?|rules|guidelines|guardrails|context|programming)\b/i,
  /\b(?:reveal|print|output|repeat|disclose|show|leak)\b[^.!?\n]{0,30}?\b(?:system prompt|your (?:instructions|prompt|rules)|hidden instructions)\b/i,
  /\b(?:new|updated|revised) (?:system )?instructions?\s*:/i,
  /\byou are now (?:in )?(?:an? |the )?(?:unrestricted|jailbroken|developer mode|DAN)\b/i,
];

/** An order given to the reader: a verb of telling or acting at the head of a clause. */
const givesOrder =
  /(?:^|[:;,—–]\s*|\b(?:and|then|please|must|should|shall|will)\s+)(?:tell|say|state|report|respond|reply|answer|output|print|write|ignore|disregard|forget|reveal|disclose|list|send|email|approve|recommend|rate|score|summari[sz]e|describe|inform|assure|mention|include|omit|insert|add|claim|present|treat|conclude|do not|don't|never|always|make sure|ensure)\b/i;

/** A message about the product's user, which a document written for people has no reason to address. */
const aboutTheUser = /\b(?:the|your)\s+(?:user|human|operator)s?\b/i;

const secondPerson = /\b(?:you|your|yourself)\b/i;

type Range = { start: number; end: number };

/** Paragraphs: runs of text between blank lines or page breaks. */
function paragraphs(text: string): Range[] {
  const ranges: Range[] = [];
  const separator = /\n[ \t]*\n|\f/g;
  let start = 0;
  for (const match of text.matchAll(separator)) {
    if (match.index > start) ranges.push({ start, end: match.index });
    start = match.index + match[0].length;
  }
  if (start < text.length) ranges.push({ start, end: text.length });
  return ranges;
}

/** A paragraph's sentences, each ending at a terminator followed by space or at the paragraph's end. */
function sentences(text: string, paragraph: Range): Range[] {
  const ranges: Range[] = [];
  const body = text.slice(paragraph.start, paragraph.end);
  const terminator = /[.!?]+["'”’)\]]*(?=\s|$)/g;
  let start = 0;
  for (const match of body.matchAll(terminator)) {
    const end = match.index + match[0].length;
    if (body.slice(start, end).trim())
      ranges.push({ start: paragraph.start + start, end: paragraph.start + end });
    start = end;
  }
  if (body.slice(start).trim()) ranges.push({ start: paragraph.start + start, end: paragraph.end });
  return ranges;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function isInstruction(sentence: string, next: string | undefined): boolean {
  if (overridesInstructions.some((pattern) => pattern.test(sentence))) return true;
  if (!addressesAi.some((pattern) => pattern.test(sentence))) return false;
  const ordered = (text: string) => givesOrder.test(text) || aboutTheUser.test(text);
  return ordered(sentence) || (next !== undefined && ordered(next));
}

/** Whether a sentence after an instruction carries it on: another order, or words to 'you'. */
function continuesInstruction(sentence: string): boolean {
  return givesOrder.test(sentence) || secondPerson.test(sentence) || aboutTheUser.test(sentence);
}

/** The spans of `text` addressed to an AI, in order, each a whole sentence or run of sentences. */
export function findAddressedToAi(text: string): QuarantinedSpan[] {
  const spans: QuarantinedSpan[] = [];
  for (const paragraph of paragraphs(text)) {
    const parts = sentences(text, paragraph).map((range) => ({
      ...range,
      text: oneLine(text.slice(range.start, range.end)),
    }));
    let open: Range | null = null;
    for (let i = 0; i < parts.length; i += 1) {
      const part = parts[i];
      if (open && continuesInstruction(part.text)) {
        open.end = part.end;
        continue;
      }
      if (open) {
        spans.push({ ...open, text: oneLine(text.slice(open.start, open.end)) });
        open = null;
      }
      if (isInstruction(part.text, parts[i + 1]?.text)) open = { start: part.start, end: part.end };
    }
    if (open) spans.push({ ...open, text: oneLine(text.slice(open.start, open.end)) });
  }
  return spans;
}

/** Whether a short text (a table cell or row) is itself addressed to an AI. */
export function isAddressedToAi(text: string): boolean {
  return findAddressedToAi(text).length > 0;
}

/** The text with each span blanked to spaces, so every other offset, line and page stays where it was. */
export function blankSpans(text: string, spans: readonly QuarantinedSpan[]): string {
  if (spans.length === 0) return text;
  let result = '';
  let from = 0;
  for (const span of spans) {
    result += text.slice(from, span.start) + text.slice(span.start, span.end).replace(/[^\n\f]/g, ' ');
    from = span.end;
  }
  return result + text.slice(from);
}
