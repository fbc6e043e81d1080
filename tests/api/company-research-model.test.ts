import { beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../src/server/extraction/test-support/make-pdf';
import { uploadProcessed } from './analyst-fixtures';
import { as, registerTeam, useTestApp, type SignedIn } from './helper';
import { standInSettings, useModelStandIn } from './openai-stand-in';

const model = useModelStandIn();

const t = useTestApp({
  processDocuments: true,
  model: () => standInSettings(model),
});

let admin: SignedIn;
let documentId: number;
beforeAll(async () => {
  admin = await registerTeam(t.app);
  [documentId] = await uploadProcessed(t.app, admin, [
    {
      name: 'Tillwise diligence.pdf',
      content: makePdf([
        ['Diligence summary'],
        ['Tillwise grew revenue 34% in 2025 and operates 41 warehouses across the Nordics.'],
      ]),
    },
  ]);
});

const research = async (query: string) => {
  const response = await as(t.app, admin, {
    method: 'POST',
    url: '/api/tools/company-research',
    payload: { query },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('POST /api/tools/company-research with a configured model', () => {
  it("writes from the team's sources, marks the model's own knowledge and never takes its links", async () => {
    model.behaviour = {
      reply: [
        'Summary: Tillwise is a Nordic logistics company growing fast [1]. See https://tillwise.example.com.',
        'Findings:',
        '- Revenue grew 34% in 2025 across 41 warehouses [1].',
        '- From the model, not from your documents: Tillwise was founded in 1998, see [its site](https://tillwise.example.com).',
        '- It is the largest operator in Sweden.',
      ].join('\n'),
    };
    const body = await research('Tillwise');

    expect(model.lastPrompt).toContain('Tillwise grew revenue 34% in 2025');
    expect(model.lastPrompt).toContain('Research: Tillwise');
    expect(body.fallback).toBe(false);
    expect(body.summary).toBe(
      'Tillwise is a Nordic logistics company growing fast (Tillwise diligence.pdf, p. 2). See',
    );
    expect(body.keyFindings).toEqual([
      'Revenue grew 34% in 2025 across 41 warehouses (Tillwise diligence.pdf, p. 2).',
      'From the model, not from your documents: Tillwise was founded in 1998 (unverified), see its site.',
      'From the model, not from your documents: It is the largest operator in Sweden.',
    ]);
    expect(JSON.stringify(body)).not.toContain('tillwise.example.com');
    expect(body.sources).toContainEqual({
      title: 'Tillwise diligence.pdf, p. 2',
      url: `/documents/${documentId}?page=2`,
    });
    expect(body.unverifiedFigures).toEqual(['1998']);
  });

  it('keeps the local research, with the reason, when the model fails or writes no findings', async () => {
    model.behaviour = { status: 503 };
    const failed = await research('Tillwise');
    expect(failed).toMatchObject({ fallback: true, fallbackReason: 'the AI model service answered 503' });
    expect(failed.summary).toContain('"Tillwise"');
    expect(failed.keyFindings).toContainEqual(
      expect.stringContaining('Tillwise grew revenue 34% in 2025 and operates 41 warehouses'),
    );

    model.behaviour = { reply: 'Summary: Tillwise is a logistics company.' };
    expect(await research('Tillwise')).toMatchObject({
      fallback: true,
      fallbackReason: 'the AI model did not write a summary and findings',
    });
  });
});
