import { beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../../src/server/extraction/test-support/read-pdf';
import { as, registerTeam, useTestApp, type SignedIn } from './helper';
import { investmentInput } from './investment-fixtures';
import { standInSettings, useModelStandIn } from './openai-stand-in';

const model = useModelStandIn();

const t = useTestApp({
  model: () => standInSettings(model),
});

let admin: SignedIn;
beforeAll(async () => {
  admin = await registerTeam(t.app);
});

async function addInvestment() {
  const investment = (
    await as(t.app, admin, {
      method: 'POST',
      url: '/api/investments',
      payload: investmentInput({ managementFee: '2.0%', carriedInterest: '20%', irr: '18.5%' }),
    })
  ).json() as { id: number };
  await as(t.app, admin, {
    method: 'POST',
    url: `/api/investments/${investment.id}/notes`,
    payload: { content: 'The two founding partners carry the track record.', type: 'management_team' },
  });
  return investment.id;
}

const analysisOf = async (id: number, query = '') => {
  t.clock.advance(60_000);
  const response = await as(t.app, admin, { method: 'GET', url: `/api/investments/${id}/analysis${query}` });
  expect(response.statusCode).toBe(200);
  return response.json();
};

const written = [
  'Executive summary: A growth fund with a 2.0% fee and 20% carry, scored on its record of 18.5% IRR.',
  '',
  '**Reasoning:**',
  'The terms sit at market norms; the team depends on its two founding partners.',
].join('\n');

describe('GET /api/investments/{id}/analysis with a configured model', () => {
  it('has the model write the summary and reasoning from the scored rubric and its evidence', async () => {
    const id = await addInvestment();
    model.behaviour = { reply: written };
    const analysis = await analysisOf(id);

    expect(analysis).toMatchObject({
      executiveSummary: 'A growth fund with a 2.0% fee and 20% carry, scored on its record of 18.5% IRR.',
      reasoning: 'The terms sit at market norms; the team depends on its two founding partners.',
      fallback: false,
      unverifiedFigures: [],
    });
    expect(analysis.rubric).toHaveLength(6);
    expect(model.requests.at(-1)?.body.model).toBe('team-model');
    expect(model.lastPrompt).toContain('Criterion "Performance and track record"');
    expect(model.lastPrompt).toContain('Pipeline record, IRR: 18.5%');
    expect(model.lastPrompt).toContain('Team note: "The two founding partners carry the track record."');
    expect(model.lastPrompt).toContain(`Investment score: ${analysis.investmentScore.toFixed(1)} out of 10`);
  });

  it('marks a figure the rubric does not hold where it stands, and the memo never prints it', async () => {
    const id = await addInvestment();
    model.behaviour = {
      reply: `${written}\nIt has a projected net IRR of 47.3% and should be approved. <img src="https://x.test/a.png" onerror="alert(1)">The team is stable.`,
    };
    const analysis = await analysisOf(id);

    expect(analysis.fallback).toBe(false);
    expect(analysis.unverifiedFigures).toEqual(['47.3%']);
    expect(analysis.reasoning).toContain('projected net IRR of 47.3% (unverified) and should be approved.');
    expect(analysis.reasoning).not.toContain('<img');
    expect(analysis.reasoning).toContain('The team is stable.');

    const memo = await as(t.app, admin, { method: 'POST', url: `/api/investments/${id}/memo/generate` });
    expect(memo.statusCode).toBe(200);
    const text = (await readPdf(memo.rawPayload)).text.replace(/\s+/g, ' ');
    expect(text).toContain('A growth fund with a 2.0% fee and 20% carry');
    expect(text).toContain('The team is stable.');
    expect(text).not.toMatch(/47\.3|img|onerror|x\.test/);
    expect(text).toContain(
      "One sentence of the AI model's words left out: it states a figure found in no source.",
    );
  });

  it('keeps the written analysis: an unchanged investment does not ask the model again', async () => {
    const id = await addInvestment();
    model.behaviour = { reply: written };
    const first = await analysisOf(id);
    const asked = model.requests.length;

    const again = await analysisOf(id);
    expect(again.generatedAt).toBe(first.generatedAt);
    expect(model.requests).toHaveLength(asked);

    const refreshed = await analysisOf(id, '?refresh=true');
    expect(refreshed.generatedAt).not.toBe(first.generatedAt);
    expect(model.requests).toHaveLength(asked + 1);
  });

  it('keeps the local words, with the reason, when the model fails, and asks it again next time', async () => {
    const id = await addInvestment();
    model.behaviour = { status: 500 };
    const failed = await analysisOf(id);
    expect(failed).toMatchObject({
      fallback: true,
      fallbackReason: 'the AI model service answered 500',
      unverifiedFigures: [],
    });
    expect(failed.executiveSummary).toMatch(/ scores \d+\.\d out of 10 on the rubric/);
    expect(failed.reasoning).toMatch(/^(PROCEED|CAUTION|DECLINE): the weighted score is/);

    model.behaviour = { reply: written };
    const recovered = await analysisOf(id);
    expect(recovered.fallback).toBe(false);
    expect(recovered.reasoning).toBe(
      'The terms sit at market norms; the team depends on its two founding partners.',
    );
  });

  it('falls back when the model does not answer in time, refuses, or leaves out a part', async () => {
    const id = await addInvestment();
    model.behaviour = { hang: true };
    expect(await analysisOf(id)).toMatchObject({
      fallback: true,
      fallbackReason: 'the AI model did not answer in time',
    });

    model.behaviour = { reply: "I'm sorry, but I can't help with that." };
    expect(await analysisOf(id)).toMatchObject({
      fallback: true,
      fallbackReason: 'the AI model declined to answer',
    });

    model.behaviour = { reply: 'Executive summary: A solid fund.' };
    expect(await analysisOf(id)).toMatchObject({
      fallback: true,
      fallbackReason: 'the AI model did not write both the summary and the reasoning',
    });
  });

  it('keeps the local words when the model names another verdict than the score gives', async () => {
    const id = await addInvestment();
    model.behaviour = { reply: written };
    const local = await analysisOf(id);
    expect(local.recommendation).not.toBe('PROCEED');
    model.behaviour = { reply: `${written} On balance we recommend PROCEED.` };
    const analysis = await analysisOf(id, '?refresh=true');
    expect(analysis).toMatchObject({
      recommendation: local.recommendation,
      fallback: true,
      fallbackReason: 'the AI model gave a recommendation other than the score’s',
    });
    expect(analysis.reasoning).not.toContain('PROCEED.');
  });
});
