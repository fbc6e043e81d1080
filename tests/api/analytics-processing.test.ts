import { describe, expect, it } from 'vitest';
import { makeDocx } from '../../src/server/extraction/test-support/make-docx';
import { as, registerTeam, useTestApp, type SignedIn } from './helper';
import { multipart } from './multipart';

const t = useTestApp({ processDocuments: true });

async function keywordsOnceCounted(who: SignedIn) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const result = (await as(t.app, who, { method: 'GET', url: '/api/analytics/keywords' })).json();
    if (result.documentsAnalyzed > 0) return result;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the document was never counted');
}

describe('term counts written by processing', () => {
  it('counts an uploaded document when it is processed', async () => {
    const owner = await registerTeam(t.app);
    const body = await multipart([
      {
        name: 'Infrastructure memo.docx',
        content: makeDocx([
          'Harbor Peak Infrastructure Fund invests in toll roads and data centers.',
          'Infrastructure assets with infrastructure-like cash flows; concentration in toll roads is a risk.',
        ]),
      },
    ]);
    const uploaded = await as(t.app, owner, { method: 'POST', url: '/api/documents/upload', ...body });
    expect(uploaded.statusCode).toBe(201);

    const result = await keywordsOnceCounted(owner);
    expect(result.documentsAnalyzed).toBe(1);
    // 'infrastructure-like' is a word of its own, as written.
    expect(result.topKeywords[0]).toEqual({ word: 'infrastructure', count: 2 });
    expect(result.topKeywords).toContainEqual({ word: 'toll', count: 2 });
    expect(result.riskKeywords).toEqual([{ word: 'concentration', count: 1 }]);
    expect(result.industryKeywords).toEqual([{ word: 'infrastructure', count: 6 }]);
  });
});
