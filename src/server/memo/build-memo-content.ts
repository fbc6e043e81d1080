import { coreDocumentChecklist, documentTypeLabel, type DocumentListItem } from '@shared/document';
import type { Investment } from '@shared/investment';
import type {
  AnalysisEvidence,
  FinancialAnalysisField,
  InvestmentAnalysis,
} from '@shared/investment-analysis';
import { investmentStatusLabels, type InvestmentStatus } from '@shared/investment-stages';
import { noteTypeLabels, type Note } from '@shared/note';
import type { InvestmentMemo, MemoFigure, MemoSource, MemoText } from './memo-content';
import { memoWords } from './memo-words';

export type MemoMaterial = {
  investment: Investment;
  analysis: InvestmentAnalysis;
  documents: readonly DocumentListItem[];
  notes: readonly Note[];
  teamName: string;
  date: Date;
};

const dayMonthYear = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));

/** A memo note's words for where a figure was read. */
export function sourceOf(evidence: AnalysisEvidence): MemoSource {
  if (evidence.kind === 'document') {
    return {
      label: evidence.page ? `${evidence.documentName}, page ${evidence.page}` : evidence.documentName,
    };
  }
  if (evidence.kind === 'note') return { label: "from the team's notes" };
  return { label: 'from the pipeline record' };
}

const financialLabels: Record<FinancialAnalysisField, string> = {
  targetSize: 'Target size',
  managementFee: 'Management fee',
  carriedInterest: 'Carried interest',
  projectedIRR: 'IRR',
  projectedMultiple: 'Multiple',
};

/** Only a figure with a source is a fact the memo states. */
function sourcedFigures(
  analysis: InvestmentAnalysis,
  fields: readonly FinancialAnalysisField[],
): MemoFigure[] {
  return fields.flatMap((field) => {
    const value = analysis.financialAnalysis[field];
    const source = analysis.financialSources[field];
    return value && source ? [{ label: financialLabels[field], value, source: sourceOf(source) }] : [];
  });
}

function recordFigures(investment: Investment): MemoFigure[] {
  const record = { label: 'from the pipeline record' };
  const fields: Array<[string, string | null]> = [
    ['Minimum investment', investment.minimumInvestment],
    ['Investment period', investment.investmentPeriod],
  ];
  return fields.flatMap(([label, value]) => (value ? [{ label, value, source: record }] : []));
}

/** A rationale whose figures rest on its first piece of evidence is footnoted to it. */
function citedRationale(rationale: string, evidence: readonly AnalysisEvidence[]): MemoText {
  return evidence.length > 0 ? [{ text: rationale, source: sourceOf(evidence[0]) }] : [rationale];
}

function openQuestions({ analysis, documents }: MemoMaterial): string[] {
  const missing = coreDocumentChecklist(documents)
    .filter((item) => item.state === 'missing')
    .map((item) => `No ${item.label} has been uploaded.`);
  const unstated = (Object.keys(financialLabels) as FinancialAnalysisField[])
    .filter((field) => !analysis.financialAnalysis[field])
    .map(
      (field) =>
        `The ${financialLabels[field].toLowerCase()} is not stated in the documents or the pipeline record.`,
    );
  const unread = documents
    .filter((document) => document.status === 'error')
    .map(
      (document) =>
        `${document.name} could not be read${document.statusReason ? `: ${document.statusReason}` : '.'}`,
    );
  return [...missing, ...unstated, ...unread];
}

/** The analysis's words without a sentence that states a figure no source holds, saying so. */
function executiveSummary(analysis: InvestmentAnalysis): MemoText[] {
  const summary = memoWords(analysis.executiveSummary, analysis.unverifiedFigures);
  const reasoning = memoWords(analysis.reasoning, analysis.unverifiedFigures);
  const leftOut = summary.leftOut + reasoning.leftOut;
  return [
    ...[summary.text, reasoning.text].filter(Boolean).map((text) => [text]),
    ...(leftOut > 0
      ? [
          [
            `${leftOut === 1 ? 'One sentence' : `${leftOut} sentences`} of the AI model's words left out: ${leftOut === 1 ? 'it states a figure' : 'they state figures'} found in no source.`,
          ],
        ]
      : []),
  ];
}

/** Puts the analysis, the pipeline record, documents and notes into the memo's sections. */
export function buildMemoContent(material: MemoMaterial): InvestmentMemo {
  const { investment, analysis, documents, notes } = material;
  const typeLabel = investment.type === 'fund' ? 'Fund' : 'Co-investment';
  return {
    investmentId: investment.id,
    name: investment.name,
    stage: investmentStatusLabels[investment.status as InvestmentStatus] ?? investment.status,
    subtitle: [typeLabel, investment.strategy, `Vintage ${investment.vintage}`, investment.geography]
      .filter(Boolean)
      .join(' · '),
    teamName: material.teamName,
    date: material.date,
    recommendation: analysis.recommendation,
    score: analysis.investmentScore,
    executiveSummary: executiveSummary(analysis),
    keyTerms: [
      ...sourcedFigures(analysis, ['targetSize', 'managementFee', 'carriedInterest']),
      ...recordFigures(investment),
    ],
    performance: sourcedFigures(analysis, ['projectedIRR', 'projectedMultiple']),
    thesis: [
      ...(investment.investmentThesis ? [[investment.investmentThesis]] : []),
      ...investment.keyOpportunities.map((opportunity) => [`Opportunity: ${opportunity}`]),
    ],
    strengths: analysis.strengths.map((strength) => ({
      title: `${strength.title} (${strength.impact} impact)`,
      body: [strength.description],
    })),
    risks: analysis.risks.map((risk) => ({
      title: risk.title,
      severity: risk.severity,
      body: [risk.description],
    })),
    rubric: analysis.rubric.map((item) => ({
      criterion: item.label,
      weight: item.weight,
      score: item.score,
      rationale: citedRationale(item.rationale, item.evidence),
    })),
    documentsReviewed: documents.map((document) => ({
      name: document.name,
      type: documentTypeLabel(document.type),
      status: document.status,
    })),
    openQuestions: openQuestions(material),
    notes: notes.map((note) => ({
      heading: [noteTypeLabels[note.type], dayMonthYear(note.createdAt), note.authorName]
        .filter(Boolean)
        .join(' · '),
      content: note.content,
    })),
  };
}
