import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { documentTypes } from '@shared/document';
import { investmentStages } from '@shared/investment-stages';
import { sessionCookieName } from '../../src/server/auth/sessions';
import type { Db } from '../../src/server/db/client';
import { documentFacts, documents, investments } from '../../src/server/db/schema';
import {
  companyName,
  fundSize,
  geographies,
  investmentName,
  irr,
  paragraph,
  prose,
  seededRandom,
  strategies,
} from './realistic-text';

export type BenchTeam = { cookie: string; teamId: number; userId: number; email: string; password: string };

let registered = 0;

/** Registers a new team through the API (so the password hash and session are real) and signs its admin in. */
export async function registerBenchTeam(app: FastifyInstance, teamName: string): Promise<BenchTeam> {
  registered += 1;
  const email = `admin${registered}.${Date.now()}@bench.example`;
  const password = 'bench admin password';
  const response = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { email, password, firstName: 'Avery', lastName: 'Admin', teamName },
  });
  const session = response.cookies.find((c) => c.name === sessionCookieName);
  if (response.statusCode !== 201 || !session) {
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  }
  const user = response.json() as { id: number; teamId: number };
  return {
    cookie: `${sessionCookieName}=${session.value}`,
    teamId: user.teamId,
    userId: user.id,
    email,
    password,
  };
}

/** Batches keep each INSERT's parameters well under PostgreSQL's 65,535. */
const investmentBatch = 500;

/**
 * `count` investments straight into the table (the API would take minutes for 10,000): realistic names,
 * strategies, sizes ('$1.35B', '$500M'), IRRs including 'N/A', every stage, activity over three years.
 */
export async function insertInvestments(db: Db, teamId: number, count: number, seed = 1): Promise<void> {
  const random = seededRandom(seed);
  const now = Date.now();
  for (let first = 0; first < count; first += investmentBatch) {
    const rows: (typeof investments.$inferInsert)[] = [];
    for (let i = first; i < Math.min(count, first + investmentBatch); i += 1) {
      const createdAt = new Date(now - random.int(0, 3 * 365) * 86_400_000);
      rows.push({
        teamId,
        name: investmentName(random, i),
        type: random.next() < 0.8 ? 'fund' : 'co-investment',
        status: random.pick(investmentStages),
        strategy: random.pick(strategies),
        targetSize: fundSize(random),
        vintage: random.int(2008, 2026),
        geography: random.pick(geographies),
        fundManager: investmentName(random, i).split(' ').slice(0, 2).join(' '),
        minimumInvestment: `$${random.int(1, 25)}M`,
        investmentPeriod: `${random.int(3, 6)} years`,
        managementFee: `${(random.int(10, 25) / 10).toFixed(1)}%`,
        carriedInterest: `${random.int(10, 20)}%`,
        investmentThesis: paragraph(random, 2),
        keyRisks: [companyName(random), 'Key-person dependency'],
        keyOpportunities: ['Buy-and-build in a fragmented market'],
        competitiveAdvantages: ['Proprietary deal flow'],
        irr: irr(random),
        multiple: `${(random.int(8, 35) / 10).toFixed(1)}x`,
        lastActivity: random.next() < 0.7 ? new Date(createdAt.getTime() + 86_400_000) : null,
        createdAt,
        updatedAt: createdAt,
      });
    }
    await db.insert(investments).values(rows);
  }
}

const documentBatch = 200;

/**
 * `count` processed documents of about `textChars` characters of varied prose each, inserted directly;
 * the database computes each one's stored tsvector as the row is written, as it does for an upload.
 */
export async function insertDocuments(
  db: Db,
  team: Pick<BenchTeam, 'teamId' | 'userId'>,
  count: number,
  textChars: number,
  seed = 2,
): Promise<void> {
  const random = seededRandom(seed);
  const now = Date.now();
  for (let first = 0; first < count; first += documentBatch) {
    const rows: (typeof documents.$inferInsert)[] = [];
    for (let i = first; i < Math.min(count, first + documentBatch); i += 1) {
      const type = random.pick(documentTypes);
      const text = prose(random, textChars);
      const createdAt = new Date(now - random.int(0, 2 * 365) * 86_400_000);
      rows.push({
        teamId: team.teamId,
        uploadedBy: team.userId,
        name: `${companyName(random)} ${type.label.replace(/\s*\(.*\)$/, '')} ${random.int(2018, 2026)}.pdf`,
        type: type.value,
        mimeType: 'application/pdf',
        fileSize: text.length * 3,
        blobSha256: createHash('sha256').update(text).digest('hex'),
        status: 'processed',
        category: type.category,
        extractedText: text,
        createdAt,
        updatedAt: createdAt,
      });
    }
    await db.insert(documents).values(rows);
  }
}

/**
 * The figures a document's reading finds, four to each of the team's documents (carried interest,
 * management fee, net IRR and target size on a page of it), inserted straight into the table.
 */
export async function insertDocumentFacts(db: Db, teamId: number): Promise<void> {
  await db.execute(sql`
    insert into ${documentFacts} (team_id, document_id, analyst_version, position, concept, label, value,
      number, unit, scope, page, quote)
    select ${documents.teamId}, ${documents.id}, 1, fact.position, fact.concept, fact.label, fact.value,
      fact.number, fact.unit, 'fund', 1 + ${documents.id} % 7,
      'The ' || lower(fact.label) || ' of ' || split_part(${documents.name}, ' ', 1) || ' is ' || fact.value || '.'
    from ${documents}
    cross join (values
      (0, 'carried_interest', 'Carried interest', '20%', 20, '%'),
      (1, 'management_fee', 'Management fee', '2.0%', 2, '%'),
      (2, 'net_irr', 'Net IRR', '18.5%', 18.5, '%'),
      (3, 'target_size', 'Target size', '$1.35B', 1350000000, 'USD')
    ) as fact(position, concept, label, value, number, unit)
    where ${documents.teamId} = ${teamId}`);
}
