import { describe, expect, it } from 'vitest';
import { parsePipelineQuestion } from './pipeline-question';

const vocabulary = {
  strategies: ['Growth Equity', 'Venture Capital', 'Private Credit', 'Buyout'],
  geographies: ['North America', 'Europe', 'Asia Pacific', 'Latin America'],
};
const parse = (question: string) => parsePipelineQuestion(question, vocabulary);

describe('parsePipelineQuestion', () => {
  it('counts by stage', () => {
    expect(parse('How many investments are in due diligence?')).toMatchObject({
      kind: 'count',
      filters: { statuses: ['due_diligence'], type: null },
    });
  });

  it('lists by IRR and size thresholds', () => {
    expect(parse('Which investments have an IRR above 20%?')?.filters.irr).toEqual({
      direction: 'above',
      value: 20,
    });
    expect(parse('Which funds are under $500M?')).toMatchObject({
      kind: 'list',
      filters: { type: 'fund', size: { direction: 'below', value: 500e6 } },
    });
  });

  it('sums target size by type and geography, naming regions by a distinctive word', () => {
    expect(parse('What is the total target size of funds in Europe?')).toMatchObject({
      kind: 'sum',
      filters: { type: 'fund', geographies: ['Europe'] },
    });
    expect(parse('How many co-investments in Latin America or Asia?')?.filters).toMatchObject({
      type: 'co-investment',
      geographies: ['Asia Pacific', 'Latin America'],
    });
  });

  it('filters by strategy and vintage', () => {
    expect(parse('List the venture funds of vintage 2026')?.filters).toMatchObject({
      strategies: ['Venture Capital'],
      vintage: 2026,
    });
  });

  it('answers what changed this week', () => {
    expect(parse('What changed in the pipeline this week?')?.kind).toBe('recent');
  });

  it('leaves document questions and named investments to retrieval', () => {
    expect(parse('What is the management fee in the LPA?')).toBeNull();
    expect(parse('Summarise the Northbridge DDQ')).toBeNull();
    expect(
      parse('What are the carried interest and hurdle terms for Northbridge Growth Partners IV?'),
    ).toBeNull();
  });

  it('leaves a count that points at a document to the document', () => {
    expect(parse('How many buyout funds does the paper study?')).toBeNull();
    expect(parse('How many funds does the quarterly report list?')).toBeNull();
    expect(parse('How many buyout funds are in the pipeline?')?.kind).toBe('count');
    expect(parse('Within how many days must a fund of funds deliver its statements?')).toBeNull();
  });

  it('counts only investments, not what a fund holds or a sale comprised', () => {
    expect(parse('How many fund interests were in the median LP portfolio sale?')).toBeNull();
    expect(parse('How many portfolio companies does Fund V hold?')).toBeNull();
    expect(parse('What is the number of funds in due diligence?')?.kind).toBe('count');
    expect(parse('How many early-stage venture funds are in the pipeline?')?.kind).toBe('count');
  });
});
