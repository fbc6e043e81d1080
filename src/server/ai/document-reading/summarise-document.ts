import {
  documentTypeLabel,
  documentTypeValues,
  type DocumentTypeValue,
  type QuarantinedPassage,
} from '@shared/document';
import type { DocumentAnalysis } from '@shared/document-facts';
import { xfaPlaceholder } from '@shared/xfa-placeholder';
import { maxSummaryKeyPoints, type DocumentKeyMetrics, type DocumentSummary } from '@shared/document-summary';
import type { ExtractedTable } from '../../extraction/extracted-tables';
import { analystVersion } from './analyst-version';
import { boilerplateSentences } from './text/boilerplate';
import { cleanText } from './text/clean-text';
import { isGlyphCodes } from './text/glyph-codes';
import { blankPageFurniture, furnitureOf } from './text/page-furniture';
import { scoreConfidence, type ConfidenceEvidence } from './summary/confidence-score';
import { isPlural, writeConclusion } from './summary/conclusion';
import { guessDocumentType, type OtherKind } from './types/document-type-guess';
import { expectedCoverage } from './concepts/expected-concepts';
import {
  executiveSentenceCount,
  joinQuoted,
  pickDiverse,
  rankingPool,
  rankSentences,
} from './summary/extractive-summary';
import { documentFunds } from './ledger/figure-scope';
import {
  financialHighlights,
  highlightLimit,
  pickHighlights,
  rankFigures,
  statedFigure,
  toFact,
} from './ledger/figure-ledger';
import { buildDocumentModel } from './structure/build-document-model';
import { quarantineDocument, type QuarantinedDocument } from './quarantine/quarantine-document';
import { assembleKeyPoints, minKeyPoints } from './summary/key-points';
import { matchLexicon } from './risks/lexicon-matches';
import { opportunityCategories, opportunityDoubt } from './risks/opportunity-lexicon';
import { recommend } from './summary/recommendations';
import { readRisks, riskSentences } from './risks/read-risks';
import { riskCategories } from './risks/risk-lexicon';
import { fittedModels } from './ranking/fitted-models';
import { isReadable, quote } from './text/sentence-quality';
import { splitSentences, type Sentence } from './text/sentences';
import { summaryTitle } from './summary/summary-title';
import { countWords, stopWordShare } from './text/tokens';
import { describeWorkbook, workbookProse } from './summary/workbook-summary';
import { readWorkbookSheets, readWorkbookTables } from './structure/workbook-tables';

export type SummariseDocumentInput = {
  text: string;
  fileName: string;
  /** The type the uploader chose; 'other' (or anything unknown) lets the analyst guess from the text. */
  declaredType: string;
  pageCount?: number | null;
  /** The tables extraction read beside a DOCX's or PDF's text. */
  tables?: readonly ExtractedTable[];
};

const workbookName = /\.xlsx?$/i;

const keyPointSentences = 5;
// A placeholder page is a few dozen words; a real document quoting the sentence is far longer.
const xfaPlaceholderWords = 300;
const listSentenceLength = 320;
// Below this share of function words, 30+ "words" are glyph codes from a font without a text map.
const garbledStopWordShare = 0.08;
const languageSample = 200_000;

function isDocumentType(value: string): value is DocumentTypeValue {
  return (documentTypeValues as readonly string[]).includes(value);
}

/** 'DDQ (Due Diligence Questionnaire)' reads as 'DDQ' inside a title or a sentence; 'other' reads as nothing. */
function shortTypeLabel(type: DocumentTypeValue): string | null {
  return type === 'other' ? null : documentTypeLabel(type).replace(/\s*\(.*\)$/, '');
}

function resolveType(input: SummariseDocumentInput): {
  type: DocumentTypeValue;
  kind?: OtherKind;
  evidence: ConfidenceEvidence['typeEvidence'];
} {
  if (isDocumentType(input.declaredType) && input.declaredType !== 'other') {
    return { type: input.declaredType, evidence: 'declared' };
  }
  const guess = guessDocumentType(input.text, input.fileName);
  if (guess.type === 'other') {
    return guess.kind
      ? { type: 'other', kind: guess.kind, evidence: 'clear' }
      : { type: 'other', evidence: 'unknown' };
  }
  return { type: guess.type, evidence: guess.score >= 2 * guess.runnerUp ? 'clear' : 'weak' };
}

/** A scanned PDF without a text layer: say so plainly rather than summarise nothing. */
function noTextSummary(
  input: SummariseDocumentInput,
  type: DocumentTypeValue,
  keyMetrics: DocumentKeyMetrics,
): DocumentSummary {
  return {
    title: summaryTitle([], input.fileName, shortTypeLabel(type)),
    type,
    confidenceScore: 0,
    wordCount: 0,
    executiveSummary:
      'No text was found in this document. It may be a scanned image without a text layer; text recognition (OCR) is not available yet, so there is nothing to summarise.',
    keyPoints: [],
    financialHighlights: {},
    riskFactors: [],
    opportunities: [],
    recommendations: [],
    conclusion: 'No summary could be made because the document has no extractable text.',
    keyMetrics,
  };
}

function xfaSummary(
  input: SummariseDocumentInput,
  type: DocumentTypeValue,
  keyMetrics: DocumentKeyMetrics,
  wordCount: number,
): DocumentSummary {
  return {
    ...noTextSummary(input, type, keyMetrics),
    wordCount,
    executiveSummary:
      'This PDF is an XFA form: its pages hold only a placeholder asking for a newer PDF viewer, and the form itself is not in its pages, so there is nothing to summarise.',
    conclusion: 'No summary could be made because the form’s content is not in the PDF’s pages.',
  };
}

function proseFallback(typeLabel: string | null, headings: readonly Sentence[], garbled: boolean): string {
  if (garbled) {
    return 'The text layer of this document looks garbled (its fonts do not map to readable characters), so it could not be summarised; text recognition (OCR) is not available yet.';
  }
  const plural = typeLabel !== null && isPlural(typeLabel);
  const subject = `${plural ? 'These' : 'This'} ${typeLabel ?? 'document'} ${plural ? 'are' : 'is'}`;
  const lead = `${subject} mostly tables, figures or short lines rather than prose, so no sentences could be quoted.`;
  const sections = headings.slice(0, 5).map((heading) => heading.text.replace(/:$/, ''));
  return sections.length
    ? `${lead} ${plural ? 'Their' : 'Its'} headings include ${sections.join('; ')}.`
    : lead;
}

/** What was set aside, quoted with its page (a page break before it counts one page). */
function quarantinedPassages(document: QuarantinedDocument, fileName: string): QuarantinedPassage[] {
  const paged = /\.pdf$/i.test(fileName) || document.text.includes('\f');
  const pageOf = (offset: number) => (paged ? document.text.slice(0, offset).split('\f').length : null);
  return [
    ...document.spans.map((span) => ({
      quote: quote(span.text, listSentenceLength),
      page: pageOf(span.start),
    })),
    ...document.tableRows.map((row) => ({ quote: quote(row.text, listSentenceLength), page: row.page })),
  ];
}

/**
 * The built-in analyst's summary of a document's extracted text. Pure and deterministic: the same
 * input gives the same summary, byte for byte, with keys in a fixed order. Roughly linear in the text's
 * length (ranking sees a bounded pool), so a 350-page book takes well under two seconds.
 */
export function summariseDocument(given: SummariseDocumentInput): DocumentAnalysis {
  // Symbol-font bullets, control characters and page furniture (running footers, page numbers) are no
  // part of any sentence or figure; blanking keeps offsets, so quotes and pages still match the text.
  // What the document says to an AI reader is set aside the same way before anything is read.
  const cleaned = cleanText(given.text);
  const furniture = furnitureOf(cleaned);
  const trusted = quarantineDocument(blankPageFurniture(cleaned, furniture), given.tables ?? []);
  const text = trusted.text;
  const quarantined = quarantinedPassages(trusted, given.fileName);
  const input: SummariseDocumentInput = { ...given, text, tables: trusted.tables };
  const wordCount = countWords(text);
  const keyMetrics: DocumentKeyMetrics = {
    wordCount,
    pageCount: input.pageCount ?? null,
    contentLength: given.text.length,
  };
  const { type, kind, evidence: typeEvidence } = resolveType(input);
  const nothingRead = { facts: [], quarantined, analystVersion };
  if (wordCount === 0) return { summary: noTextSummary(input, type, keyMetrics), ...nothingRead };
  // An XFA form's only page asks for a newer viewer: that is no content to summarise.
  if (wordCount < xfaPlaceholderWords && xfaPlaceholder.test(text)) {
    return { summary: xfaSummary(input, type, keyMetrics, wordCount), ...nothingRead };
  }
  const typeLabel = shortTypeLabel(type);

  const languageShare = stopWordShare(text.slice(0, languageSample));
  // Few English function words alone is not garbling (a Turkish product list has none): the words must
  // also be shaped like glyph codes.
  const garbled = wordCount >= 30 && languageShare < garbledStopWordShare && isGlyphCodes(text);
  // A workbook is read as tables: its sentences come from its cells, and its summary describes its tables.
  const workbook = workbookName.test(input.fileName);
  const sheets = workbook ? readWorkbookSheets(text) : [];
  const tables = workbook ? readWorkbookTables(sheets) : [];
  const workbookView = sheets.length > 0 ? describeWorkbook(sheets, tables) : null;
  const sentences = splitSentences(workbookView ? workbookProse(sheets) : text);
  const headings = sentences.filter((sentence) => sentence.heading);
  // The firm's blurb about itself and its standard notices are true of all its documents: no point,
  // risk or opportunity of this one.
  const boilerplate = boilerplateSentences(sentences);
  const readable = sentences.filter(
    (sentence) => !sentence.heading && !boilerplate.has(sentence.index) && isReadable(sentence.text),
  );

  const ranked = rankSentences(rankingPool(sentences, new Set(readable.map((sentence) => sentence.index))));
  const centrality = new Map(ranked.map((entry) => [entry.sentence.index, entry.score]));
  const executive = pickDiverse(ranked, executiveSentenceCount(wordCount));

  const model = buildDocumentModel(
    { ...input, text, pageCount: input.pageCount ?? null, tables: input.tables ?? [] },
    furniture,
  );
  const ledger = rankFigures(model, { type }, documentFunds(model, text));
  const chosen = pickHighlights(ledger, highlightLimit(wordCount));
  const highlighted = new Set(chosen.map((item) => item.figure));
  const facts = ledger.map((figure) => toFact(figure, highlighted.has(figure)));
  const figures = chosen.map(statedFigure);
  const boilerplateTexts = new Set([...boilerplate].map((index) => sentences[index].text));
  const risks = readRisks(riskSentences(model, boilerplateTexts), fittedModels().risk);
  const riskThemes = risks.flatMap(
    (risk) => riskCategories.find((category) => category.pattern.test(risk)) ?? [],
  );
  const riskTexts = new Set(risks);
  const opportunities = matchLexicon(readable, opportunityCategories, {
    exclude: opportunityDoubt,
    centrality,
  });

  // Key points avoid what the summary already shows (the executive summary, the risk and opportunity
  // lists) and repeat it only when the text has too little prose for all of them.
  const shownElsewhere = new Set([
    ...sentences.filter((sentence) => riskTexts.has(sentence.text)).map((sentence) => sentence.index),
    ...opportunities.map((match) => match.sentence.index),
  ]);
  const freshKeySentences = pickDiverse(ranked, keyPointSentences, executive, shownElsewhere);
  const keySentences =
    freshKeySentences.length >= minKeyPoints ? freshKeySentences : pickDiverse(ranked, keyPointSentences);

  const coverage = expectedCoverage(type, facts);
  const confidenceScore = scoreConfidence({
    wordCount,
    readableSentences: readable.length,
    headings: headings.length,
    figures: figures.length,
    themes: risks.length + opportunities.length,
    typeEvidence,
    stopWordShare: languageShare,
    coverage: coverage === null ? null : coverage.found / coverage.expected,
  });

  const summary: DocumentSummary = {
    title: summaryTitle(sentences, input.fileName, typeLabel),
    type,
    confidenceScore,
    wordCount,
    executiveSummary: [
      workbookView?.overview,
      executive.length > 0 && !garbled
        ? joinQuoted(executive, 400)
        : !workbookView && proseFallback(typeLabel, headings, garbled),
    ]
      .filter(Boolean)
      .join(' '),
    keyPoints: [
      ...(workbookView?.tablePoints ?? []),
      ...assembleKeyPoints(keySentences, figures, headings),
    ].slice(0, maxSummaryKeyPoints),
    financialHighlights: financialHighlights(figures),
    riskFactors: risks.map((risk) => quote(risk, listSentenceLength)),
    opportunities: opportunities.map((match) => quote(match.sentence.text, listSentenceLength)),
    recommendations: recommend({
      type,
      kind,
      missing: coverage?.missing ?? [],
      wordCount,
      garbled,
      figures,
      riskIds: [...new Set(riskThemes.map((theme) => theme.id))],
    }),
    conclusion: writeConclusion({
      typeLabel,
      wordCount,
      figures,
      riskLabels: [...new Set(riskThemes.map((theme) => theme.label))],
      opportunityLabels: [...new Set(opportunities.map((match) => match.category.label))],
    }),
    keyMetrics,
  };
  return { summary, facts, quarantined, analystVersion };
}
