import { inArray, sql, type SQL } from 'drizzle-orm';
import type { FactScope } from '@shared/document-facts';
import { documentFacts, documents, investments } from '../../db/schema';
import { askedFactConcepts } from './asked-fact-concepts';
import { isGenericNameWord } from './generic-name-words';
import type { Retriever } from './retriever';
import { rowsOf } from './rows-of';
import { documentHref } from './source-links';

type FactHit = {
  id: number;
  document_id: number;
  label: string;
  value: string;
  scope: FactScope;
  scope_name: string | null;
  period: string | null;
  page: number | null;
  sheet: string | null;
  quote: string;
  name: string;
  investment_id: number | null;
  named: number;
};

const scopeWords: Record<FactScope, string> = {
  fund: 'the fund',
  prior_fund: 'a prior fund',
  deal: 'a deal',
  company: 'a company',
  portfolio: 'the portfolio',
};

/** Whose figure it is and when, as the answer says it: 'prior fund Fund III, December 31, 2024'. */
export function factAbout(hit: Pick<FactHit, 'scope' | 'scope_name' | 'period'>): string {
  const whose = hit.scope_name
    ? `${hit.scope === 'prior_fund' ? 'prior fund ' : ''}${hit.scope_name}`
    : scopeWords[hit.scope];
  return [whose, hit.period].filter(Boolean).join(', ');
}

/**
 * The figures the analyst read from the team's documents for the concepts a question asks about ('what
 * is the carry of Northbridge' asks for carried interest), those whose document, investment, scope or
 * quote hold the names the question gives first. Values stay as the document writes them.
 */
export const factRetriever: Retriever = {
  source: 'documents',
  async retrieve(db, { question, terms, scope, investmentId, limit }) {
    const concepts = askedFactConcepts(question);
    if (concepts.length === 0) return [];
    // A question that names something is about it: another investment's figure would not answer it. A
    // fact names it when its document's name, its scope or its quote does, or its document belongs to an
    // investment of that name (found through the name's trigram index, not by reading every investment).
    // 'Fund' or 'Partners' name nothing when the name has other words: nearly every fact's quote holds
    // one. A name made only of such words ('Global Credit Partners') is looked for as it is.
    const distinctive = terms.names.filter((name) => !isGenericNameWord(name));
    const names = distinctive.length > 0 ? distinctive : terms.names;
    const investmentNamed = (name: string) => sql`candidate.investment_id in (select ${investments.id}
      from ${investments} where ${investments.teamId} = ${scope.teamId} and ${investments.name} ilike ${`%${name}%`})`;
    const named = sql.join(
      names.map((name) => sql`(strpos(candidate.about, ${name}) > 0 or ${investmentNamed(name)})::int`),
      sql` + `,
    );
    const facts = (about: SQL) => sql`
      select ${documentFacts.id} as id, ${documentFacts.documentId} as document_id,
        ${documentFacts.label} as label, ${documentFacts.value} as value, ${documentFacts.scope} as scope,
        ${documentFacts.scopeName} as scope_name, ${documentFacts.period} as period,
        ${documentFacts.page} as page, ${documentFacts.sheet} as sheet, ${documentFacts.quote} as quote,
        ${documents.name} as name, ${documentFacts.position} as position,
        ${documents.investmentId} as investment_id, ${about} as about
      from ${documentFacts}
      join ${documents} on ${documents.id} = ${documentFacts.documentId} and ${documents.teamId} = ${scope.teamId}
      where ${documentFacts.teamId} = ${scope.teamId} and ${inArray(documentFacts.concept, concepts)}
        and ${documents.status} <> 'archived'
        ${investmentId === undefined ? sql`` : sql`and ${documents.investmentId} = ${investmentId}`}`;
    // Without a name the newest documents' facts come first, read in index order. With names, `offset 0`
    // keeps the candidates a subquery of their own, so each fact's text is put together and lowercased
    // once, not once for every name.
    const result = await db.execute(
      names.length === 0
        ? sql`select *, 0 as named from (${facts(sql`''`)}) as fact order by document_id desc, position limit ${limit}`
        : sql`select * from (
            select candidate.*, ${named} as named from (
              ${facts(sql`lower(${documents.name} || ' ' || coalesce(${documentFacts.scopeName}, '') || ' ' || ${documentFacts.quote})`)}
              offset 0
            ) as candidate
          ) as fact
          where named > 0
          order by named desc, document_id desc, position
          limit ${limit}`,
    );
    return rowsOf<FactHit>(result).map((hit) => ({
      text: `${hit.label}: ${hit.value} (${factAbout(hit)})\nQuote: ${hit.quote}`,
      score: Number(hit.named),
      investmentId: hit.investment_id,
      figure: { label: hit.label, value: hit.value, about: factAbout(hit) },
      citation: {
        kind: 'document' as const,
        id: hit.document_id,
        title: hit.sheet ? `${hit.name} (${hit.sheet})` : hit.name,
        ...(hit.page ? { page: hit.page } : {}),
        quote: hit.quote,
        href: documentHref(hit.document_id, hit.page),
      },
    }));
  },
};
