import { strToU8, zipSync } from 'fflate';
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

  it("keeps names of Object.prototype's members as text and parts named after them unread", () => {
    const footnotes =
      '<w:footnotes xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      '<w:footnote w:id="1"><w:p><w:r><w:t>Fee &constructor; basis &toString; &amp; more</w:t></w:r></w:p></w:footnote>' +
      '</w:footnotes>';
    const docx = zipSync({
      'word/footnotes.xml': strToU8(footnotes),
      constructor: strToU8('<w:constructor>not a part</w:constructor>'),
    });
    expect(docxNoteSections(docx)).toEqual(['Footnotes\nFee &constructor; basis &toString; & more']);
  });
});
