import type { CompanyResearchResult } from '@shared/tools';
import type { Analyst } from '../../ai/contracts';
import { questionTerms } from '../../ai/retrieval/question-terms';
import { retrieveSources } from '../../ai/retrieval/retrieve-sources';
import type { RetrievedSource } from '../../ai/retrieval/retriever';
import { quoteSentences } from '../../ai/chat/quote-sentences';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { TeamScope } from '../../db/tenancy';
import { assertQuestionAllowed } from '../analyst/service';
import { recordUsageEvent } from '../metrics/service';

const maxFindings = 6;

const kindNames = {
  document: ['document passage', 'document passages'],
  investment: ['investment', 'investments'],
  note: ['note', 'notes'],
  activity: ['activity entry', 'activity entries'],
} as const;

function sourceTitle(source: RetrievedSource): string {
  const { citation } = source;
  return citation.page ? `${citation.title}, p. ${citation.page}` : citation.title;
}

function tally(sources: readonly RetrievedSource[]): string {
  const counts = new Map<RetrievedSource['citation']['kind'], number>();
  for (const source of sources) counts.set(source.citation.kind, (counts.get(source.citation.kind) ?? 0) + 1);
  return [...counts].map(([kind, count]) => `${count} ${kindNames[kind][count === 1 ? 0 : 1]}`).join(', ');
}

/**
 * SPEC 7 POST /api/tools/company-research: what the team's own documents, investments, notes and activity
 * say about a company, manager or topic, each finding quoted verbatim from a source the result links to
 * inside the app. It never invents: with nothing found it says so. With a model configured, the model
 * writes it up from the same sources (see Analyst.writeResearch).
 */
export async function researchCompany(
  deps: { db: Db; clock: Clock; analyst: Analyst },
  scope: TeamScope,
  query: string,
): Promise<CompanyResearchResult> {
  const { db, clock } = deps;
  await assertQuestionAllowed(db, scope, clock.now());
  const terms = questionTerms(query);
  // The activity feed records what people did, not what is known of a company: it is not a source here.
  const found = (
    await retrieveSources(db, { question: query, scope, selected: ['investments', 'documents'] })
  )
    .filter((source) => source.text.trim() !== '')
    .sort((a, b) => b.score - a.score);
  await recordUsageEvent(db, scope, { kind: 'ai_query', at: clock.now() });
  if (found.length === 0) {
    return {
      summary:
        `Nothing in your team's documents, notes, pipeline or activity mentions "${query}". ` +
        'Upload the company or manager materials, or try its exact name.',
      keyFindings: [],
      sources: [],
      fallback: false,
      unverifiedFigures: [],
    };
  }
  const best = found.slice(0, maxFindings);
  const sources = [...new Map(best.map((source) => [source.citation.href, source])).values()];
  const written = await deps.analyst.writeResearch({
    teamId: scope.teamId,
    query,
    sources: best,
    local: {
      summary: `Your team holds ${tally(found)} about "${query}". The findings below are quoted from the most relevant of them.`,
      keyFindings: best.map((source) => `${quoteSentences(source.text, terms)} (${sourceTitle(source)})`),
    },
  });
  // The links are always the sources the team holds, whoever wrote the words.
  return {
    ...written,
    sources: sources.map((source) => ({ title: sourceTitle(source), url: source.citation.href })),
  };
}
