import { zCreateInvestmentInput, zUpdateInvestmentInput, type Investment } from '@shared/investment';
import { json } from './json-response';

/** An investment as GET /api/investments answers it; tests override what they look at. */
export function testInvestment(overrides: Partial<Investment> & Pick<Investment, 'id'>): Investment {
  return {
    name: `Investment ${overrides.id}`,
    type: 'fund',
    status: 'due_diligence',
    strategy: 'Buyout',
    targetSize: '$500M',
    vintage: 2024,
    geography: 'Europe',
    fundManager: null,
    minimumInvestment: null,
    investmentPeriod: null,
    managementFee: null,
    carriedInterest: null,
    investmentThesis: null,
    keyRisks: [],
    keyOpportunities: [],
    competitiveAdvantages: [],
    irr: null,
    previousIrr: null,
    multiple: null,
    lastActivity: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const itemPath = /^\/api\/investments\/(\d+)(\/memo\/generate)?$/;

/**
 * The investment routes of the fake API: an in-memory team pipeline, newest first like the server,
 * with bodies checked against the shared contract. Answers undefined for any other path.
 */
export function createFakeInvestments(initial: Investment[]) {
  let investments = [...initial];

  const find = (id: number) => investments.find((investment) => investment.id === id);

  function handle(method: string, path: string, body: unknown): Response | undefined {
    if (path === '/api/investments') {
      if (method === 'GET') return json(200, investments);
      if (method !== 'POST') return undefined;
      const now = new Date().toISOString();
      const id = Math.max(0, ...investments.map((investment) => investment.id)) + 1;
      const input = zCreateInvestmentInput.parse(body);
      const created = testInvestment({
        ...input,
        id,
        irr: input.irr ?? null,
        multiple: input.multiple ?? null,
        lastActivity: now,
        createdAt: now,
      });
      investments = [created, ...investments];
      return json(201, created);
    }

    const match = itemPath.exec(path);
    if (!match) return undefined;
    const investment = find(Number(match[1]));
    if (!investment) return json(404, { message: 'Investment not found' });
    if (match[2]) {
      if (method !== 'POST') return undefined;
      return new Response(`%PDF-1.7 memo of ${investment.name}`, {
        status: 200,
        headers: { 'content-type': 'application/pdf' },
      });
    }
    if (method === 'GET') return json(200, investment);
    if (method === 'PATCH') {
      const updated = { ...investment, ...zUpdateInvestmentInput.parse(body) };
      investments = investments.map((candidate) => (candidate.id === updated.id ? updated : candidate));
      return json(200, updated);
    }
    if (method === 'DELETE') {
      investments = investments.filter((candidate) => candidate.id !== investment.id);
      return new Response(null, { status: 204 });
    }
    return undefined;
  }

  return { handle, list: () => investments };
}
