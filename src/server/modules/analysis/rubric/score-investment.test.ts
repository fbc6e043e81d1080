import { describe, expect, it } from 'vitest';
import type { AnalysisFact, AnalysisInput } from './analysis-input';
import { scoreInvestment } from './score-investment';

const now = new Date('2026-11-23T12:00:00Z');

function input(
  overrides: Partial<AnalysisInput> = {},
  investment: Partial<AnalysisInput['investment']> = {},
) {
  const base: AnalysisInput = {
    investment: {
      id: 1,
      name: 'Northwind Growth Fund IV',
      type: 'fund',
      status: 'due_diligence',
      strategy: 'Growth Equity',
      targetSize: '$750M',
      vintage: 2025,
      geography: 'Northern Europe',
      fundManager: null,
      managementFee: null,
      carriedInterest: null,
      investmentThesis: null,
      keyRisks: [],
      keyOpportunities: [],
      competitiveAdvantages: [],
      irr: null,
      multiple: null,
      ...investment,
    },
    documents: [],
    notes: [],
    facts: [],
  };
  return { ...base, ...overrides };
}

function fact(
  concept: AnalysisFact['concept'],
  valueText: string,
  valueNumber: number,
  scope: AnalysisFact['scope'],
  page = 3,
) {
  return {
    concept,
    valueText,
    valueNumber,
    scope,
    evidence: {
      kind: 'document',
      documentId: 9,
      documentName: 'Fund IV deck.pdf',
      page,
      quote: `… ${valueText} …`,
    },
  } satisfies AnalysisFact;
}

const criterion = (analysis: ReturnType<typeof scoreInvestment>, name: string) =>
  analysis.rubric.find((item) => item.criterion === name)!;

describe('scoreInvestment', () => {
  it('is the weighted rubric, whose weights add up to one', () => {
    const analysis = scoreInvestment(
      input({}, { irr: '18%', managementFee: '2%', carriedInterest: '20%' }),
      now,
    );
    expect(analysis.rubric.reduce((sum, item) => sum + item.weight, 0)).toBeCloseTo(1);
    const weighted = analysis.rubric.reduce((sum, item) => sum + item.weight * item.score, 0);
    expect(analysis.investmentScore).toBeCloseTo(Math.round(weighted * 10) / 10);
  });

  it("scores performance on a prior fund's net IRR, never on one deal's", () => {
    const dealOnly = scoreInvestment(input({ facts: [fact('net_irr', '45%', 45, 'deal')] }), now);
    expect(criterion(dealOnly, 'performance').evidence).toEqual([]);
    expect(criterion(dealOnly, 'performance').rationale).toMatch(/No IRR or multiple/);

    const prior = scoreInvestment(input({ facts: [fact('net_irr', '22.1%', 22.1, 'prior_fund', 14)] }), now);
    expect(criterion(prior, 'performance').score).toBe(8.5);
    expect(criterion(prior, 'performance').rationale).toBe('Net IRR 22.1%, prior fund.');
    expect(criterion(prior, 'performance').evidence[0]).toMatchObject({ documentId: 9, page: 14 });
  });

  it('falls back to the pipeline record and names the field as its evidence', () => {
    const analysis = scoreInvestment(input({}, { irr: '12.5%', multiple: '1.8x' }), now);
    expect(criterion(analysis, 'performance').evidence).toEqual([
      { kind: 'field', field: 'irr', label: 'IRR', value: '12.5%' },
      { kind: 'field', field: 'multiple', label: 'Multiple', value: '1.8x' },
    ]);
    expect(analysis.financialAnalysis.projectedIRR).toBe('12.5%');
    expect(analysis.financialSources.projectedIRR).toMatchObject({ kind: 'field', field: 'irr' });
  });

  it('scores terms against the market norms: richer economics score lower', () => {
    const atNorm = scoreInvestment(input({}, { managementFee: '2.0%', carriedInterest: '20%' }), now);
    const rich = scoreInvestment(input({}, { managementFee: '2.5%', carriedInterest: '30%' }), now);
    expect(criterion(atNorm, 'terms').score).toBe(7.5);
    expect(criterion(rich, 'terms').score).toBeLessThan(criterion(atNorm, 'terms').score);
    expect(criterion(atNorm, 'terms').rationale).toContain('market norm 20%');
  });

  it("takes the fund's terms from its documents over the pipeline record", () => {
    const analysis = scoreInvestment(
      input({ facts: [fact('carried_interest', '15%', 15, 'fund', 41)] }, { carriedInterest: '20%' }),
      now,
    );
    expect(analysis.financialAnalysis.carriedInterest).toBe('15%');
    expect(analysis.financialSources.carriedInterest).toMatchObject({ kind: 'document', page: 41 });
  });

  it('counts the core documents, half for one still processing, and names the missing', () => {
    const documents = [
      { id: 1, name: 'deck.pdf', type: 'fund_deck', status: 'processed', riskFactors: [] },
      { id: 2, name: 'ddq.docx', type: 'ddq', status: 'processing', riskFactors: [] },
    ];
    const analysis = scoreInvestment(input({ documents }), now);
    expect(criterion(analysis, 'core_documents').score).toBe(3.8);
    expect(criterion(analysis, 'core_documents').rationale).toBe(
      '1 of 4 core documents processed; missing: LPA (Limited Partnership Agreement), Track Record.',
    );
  });

  it('lowers the team score for key-person exposure and raises the risk level for severe risks', () => {
    const plain = scoreInvestment(input({}, { fundManager: 'Northwind Partners' }), now);
    const exposed = scoreInvestment(
      input(
        {},
        { fundManager: 'Northwind Partners', keyRisks: ['Key person: two partners', 'High leverage'] },
      ),
      now,
    );
    expect(criterion(exposed, 'team').score).toBeLessThan(criterion(plain, 'team').score);
    expect(exposed.riskLevel).toBe('High');
    expect(exposed.recommendation).not.toBe('PROCEED');
  });

  it('proceeds only with a score of 7 or more and a risk level below High', () => {
    const documents = ['fund_deck', 'ddq', 'lpa', 'track_record'].map((type, index) => ({
      id: index + 1,
      name: `${type}.pdf`,
      type,
      status: 'processed',
      riskFactors: [],
    }));
    const strong = scoreInvestment(
      input(
        {
          documents,
          notes: [{ id: 1, type: 'management_team', content: 'Met the partners; long shared record.' }],
          facts: [
            fact('net_irr', '24%', 24, 'prior_fund'),
            fact('tvpi', '2.3x', 2.3, 'prior_fund'),
            fact('management_fee', '1.75%', 1.75, 'fund'),
            fact('carried_interest', '20%', 20, 'fund'),
            fact('hurdle_rate', '8%', 8, 'fund'),
          ],
        },
        {
          fundManager: 'Northwind Partners',
          investmentThesis: 'Nordic software',
          keyOpportunities: ['Succession deals', 'Carve-outs'],
          competitiveAdvantages: ['Local sourcing'],
        },
      ),
      now,
    );
    expect(strong.investmentScore).toBeGreaterThanOrEqual(7);
    expect(strong.recommendation).toBe('PROCEED');
    expect(strong.confidence).toBe(100);
    expect(scoreInvestment(input(), now).recommendation).toBe('DECLINE');
  });

  it('is as confident as its evidence: returns and terms only the pipeline record states count half', () => {
    const recordOnly = scoreInvestment(
      input({}, { irr: '18%', managementFee: '2%', carriedInterest: '20%', fundManager: 'Northwind' }),
      now,
    );
    const fromDocuments = scoreInvestment(
      input(
        {
          facts: [
            fact('net_irr', '18%', 18, 'prior_fund'),
            fact('management_fee', '2%', 2, 'fund'),
            fact('carried_interest', '20%', 20, 'fund'),
          ],
        },
        { fundManager: 'Northwind' },
      ),
      now,
    );
    expect(recordOnly.confidence).toBeLessThan(fromDocuments.confidence);
    expect(scoreInvestment(input(), now).confidence).toBeLessThan(recordOnly.confidence);
  });

  it('counts one risk once, across the record, notes and documents, and never a mitigant', () => {
    const analysis = scoreInvestment(
      input(
        {
          notes: [
            {
              id: 3,
              type: 'risk_assessment',
              content: 'Key-person risk: the fund depends on two founding partners.',
            },
            {
              id: 4,
              type: 'risk_assessment',
              content: 'Mitigant: a deep bench of principals with ten years together.',
            },
          ],
          documents: [
            {
              id: 5,
              name: 'ppm.pdf',
              type: 'ppm',
              status: 'processed',
              riskFactors: [
                'The Fund depends on its two founding partners; their departure is a key-person risk.',
              ],
            },
          ],
        },
        { keyRisks: ['Key person risk: fund depends on two founding partners'] },
      ),
      now,
    );
    const risks = criterion(analysis, 'risks');
    expect(risks.evidence).toHaveLength(1);
    expect(risks.evidence[0]).toMatchObject({ kind: 'field', field: 'keyRisks' });
  });
});
