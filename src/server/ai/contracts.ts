/**
 * The analyst seam's contracts (DESIGN principle 6): what the rest of the server hands the AI and gets
 * back. Both the local analyst and a model answer to these types, so they live apart from either.
 */
import type { AnalystSource, Citation } from '@shared/analyst-chat';
import type { DocumentAnalysis } from '@shared/document-facts';
import type { InvestmentAnalysis } from '@shared/investment-analysis';
import type { CompanyResearchResult } from '@shared/tools';
import type { TeamScope } from '../db/tenancy';
import type { ExtractedTable } from '../extraction/extracted-tables';
import type { RetrievedSource } from './retrieval/retriever';

/** What reading a document starts from: its extracted text and the tables read beside it. */
export type DocumentToRead = {
  text: string;
  fileName: string;
  /** The type the uploader chose; 'other' (or anything unknown) lets the analyst guess from the text. */
  declaredType: string;
  pageCount: number | null;
  /** The tables extraction read beside the text; none for documents read before tables were. */
  tables: readonly ExtractedTable[];
};

/** THE contract for reading a document: its summary and the facts that summary rests on. */
export type Summariser = (input: DocumentToRead) => Promise<DocumentAnalysis>;

/** A document for a configured model to read too: its file's content and the local reading to merge into. */
export type ModelReadingRequest = {
  teamId: number;
  blobSha256: string;
  document: DocumentToRead;
  local: DocumentAnalysis;
  /** A background re-reading waits for the model behind documents being uploaded. */
  background?: boolean;
};

/**
 * The readings merged, what the document's processing notes say of the model's part, and which model its
 * content was sent to when (for a reading reused from the same file, when that file was sent).
 */
export type ModelDocumentReading = {
  analysis: DocumentAnalysis;
  notes: string[];
  sentTo: { model: string; at: Date };
};

/**
 * Reads a document with the team's model, audits what it read and merges it into the local reading;
 * null when the team has no model.
 */
export type ModelReader = (request: ModelReadingRequest) => Promise<ModelDocumentReading | null>;

export type AnalystQuestion = {
  question: string;
  /** The conversation so far, oldest first; at most SPEC's last 10 messages. */
  history: { role: 'user' | 'assistant'; content: string }[];
  scope: Pick<TeamScope, 'teamId'>;
  selected: readonly AnalystSource[];
  /** Answer from this investment's data only (the question box of its AI Analysis tab). */
  investmentId?: number;
  now: Date;
};

export type AnalystAnswer = {
  /** Markdown whose [n] markers point at `citations[n - 1]`. */
  response: string;
  citations: Citation[];
  fallback: boolean;
  fallbackReason?: string;
  /** Figures of a model's answer that no source holds. */
  unverifiedFigures: string[];
};

/** An investment's analysis as the rubric scored it, to be told in words. */
export type AnalysisToWrite = { teamId: number; investmentName: string; analysis: InvestmentAnalysis };

/** The words of an analysis: the local analyst's, or a model's with the figures it could not back. */
export type AnalysisNarrative = Pick<
  InvestmentAnalysis,
  'executiveSummary' | 'reasoning' | 'fallback' | 'fallbackReason' | 'unverifiedFigures'
>;

/** Company research as the local analyst quoted it from the team's sources, to be written up. */
export type ResearchToWrite = {
  teamId: number;
  query: string;
  sources: readonly RetrievedSource[];
  local: Pick<CompanyResearchResult, 'summary' | 'keyFindings'>;
};

/** The words of the research: the local analyst's, or a model's with the figures it could not back. */
export type ResearchWriting = Omit<CompanyResearchResult, 'sources'>;

/**
 * The one seam for everything the product's AI does: summarise a document, answer a question over
 * the team's data, write an investment's analysis from its scored rubric and write up company research.
 * Built once in main.ts and handed to the app and the job worker; the team's model is looked up at each call.
 */
export type Analyst = {
  /** True when the team has a model (its own, or the environment's): its questions, analyses and research go to it. */
  usesModel: (teamId: number) => Promise<boolean>;
  summariseDocument: Summariser;
  /** Reading a document with the team's model too, after the local reading, when the team has one. */
  readDocumentWithModel: ModelReader;
  answerQuestion: (question: AnalystQuestion) => Promise<AnalystAnswer>;
  writeAnalysis: (toWrite: AnalysisToWrite) => Promise<AnalysisNarrative>;
  writeResearch: (toWrite: ResearchToWrite) => Promise<ResearchWriting>;
};
