import { describe, expect, it } from 'vitest';
import { summariseDocument } from './summarise-document';
import { summariseInThread } from './summarise-in-thread';

const lpa = {
  text: 'Limited Partnership Agreement of Northbridge Growth Partners IV.\n\nThe carried interest is 20% over an 8% hurdle. The management fee is 2% of commitments.',
  fileName: 'Northbridge LPA.pdf',
  declaredType: 'other',
  pageCount: 1,
  tables: [],
};
const deck = {
  text: 'Tillwise Capital Fund II targets $500 million. Net IRR of prior funds was 18.2%.',
  fileName: 'Tillwise deck.pdf',
  declaredType: 'fund_deck',
  pageCount: 1,
  tables: [],
};

describe('summariseInThread', () => {
  it('reads a document exactly as the analyst does on the main thread', async () => {
    expect(await summariseInThread(lpa)).toEqual(summariseDocument(lpa));
  });

  it('answers documents sent together each with its own reading', async () => {
    const [first, second, third] = await Promise.all([
      summariseInThread(lpa),
      summariseInThread(deck),
      summariseInThread(lpa),
    ]);
    expect(first.summary.title).toBe(summariseDocument(lpa).summary.title);
    expect(second.summary.title).toBe(summariseDocument(deck).summary.title);
    expect(third).toEqual(first);
  });

  it('fails only the document the analyst cannot read, and reads the next', async () => {
    await expect(summariseInThread({ ...lpa, text: null as unknown as string })).rejects.toThrow(
      /The analyst failed on this document/,
    );
    expect((await summariseInThread(deck)).summary.type).toBe(summariseDocument(deck).summary.type);
  });
});
