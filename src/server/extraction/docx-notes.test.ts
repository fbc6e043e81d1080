import { describe, expect, it } from 'vitest';
import { docxNoteSections } from './docx-notes';
import { makeDocx } from './test-support/make-docx';

describe('docxNoteSections', () => {
  it("reads footnotes, skipping Word's separator notes and decoding entities", () => {
    const docx = makeDocx(['Body'], { footnotes: ['Carried interest: 20% & a hurdle', 'See the LPA, §8'] });
    expect(docxNoteSections(docx)).toEqual(['Footnotes\nCarried interest: 20% & a hurdle\nSee the LPA, §8']);
  });

  it('finds nothing in a document without notes or comments', () => {
    expect(docxNoteSections(makeDocx(['Body']))).toEqual([]);
  });
});
