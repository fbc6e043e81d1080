import { describe, expect, it } from 'vitest';
import { looksLikeHeading, splitSentences } from './sentences';

const texts = (text: string) => splitSentences(text).map((sentence) => sentence.text);

describe('splitSentences', () => {
  it('does not cut after entity and Latin abbreviations', () => {
    expect(
      texts(
        'Harbor Ridge Capital IV, L.P. is a Delaware fund. Its adviser, Harbor Ridge Inc. is registered in the U.S. and invests in services, e.g. outsourced billing. It closed in 2024.',
      ),
    ).toEqual([
      'Harbor Ridge Capital IV, L.P. is a Delaware fund.',
      'Its adviser, Harbor Ridge Inc. is registered in the U.S. and invests in services, e.g. outsourced billing.',
      'It closed in 2024.',
    ]);
  });

  it('keeps decimals, multiples and amounts whole', () => {
    expect(
      texts(
        'Fund III returned 1.5x net on $2.3B of commitments. The fee steps down to 1.25% after year 5. Done.',
      ),
    ).toEqual([
      'Fund III returned 1.5x net on $2.3B of commitments.',
      'The fee steps down to 1.25% after year 5.',
      'Done.',
    ]);
  });

  it('reads section and list numbers as part of the sentence they open', () => {
    expect(
      texts(
        '4.2. The Management Fee is payable quarterly. 1. The Fund may borrow. See Section 4.2 for details.',
      ),
    ).toEqual([
      '4.2. The Management Fee is payable quarterly.',
      '1. The Fund may borrow.',
      'See Section 4.2 for details.',
    ]);
  });

  it('rejoins lines that a PDF wrapped mid-sentence', () => {
    const wrapped =
      'The Fund will make control investments in founder-led business services\ncompanies in the lower middle market, and it expects to hold each investment for\nfour to six years.';
    expect(texts(wrapped)).toEqual([
      'The Fund will make control investments in founder-led business services companies in the lower middle market, and it expects to hold each investment for four to six years.',
    ]);
  });

  it('rejoins a sentence that extraction split with a blank line', () => {
    expect(
      texts('General Partner capital includes $13,496,475 of interests\n\nthat do not pay fees.'),
    ).toEqual(['General Partner capital includes $13,496,475 of interests that do not pay fees.']);
  });

  it("rejoins a sentence the other column's paragraphs cut in two, but never across a heading alone", () => {
    const page = [
      'As of February 28, 2018, estimated net assets of the Fund',
      'Hightail Acquired',
      'Hightail, an online platform, was acquired in February 2018.',
      'were approximately $169 million, or $23.13 per share.',
    ].join('\n\n');
    expect(texts(page)).toEqual([
      'As of February 28, 2018, estimated net assets of the Fund were approximately $169 million, or $23.13 per share.',
      'Hightail Acquired',
      'Hightail, an online platform, was acquired in February 2018.',
    ]);
    expect(
      texts('Estimated net assets of the Fund\n\nPortfolio Review\n\nwere reviewed by the board.'),
    ).toEqual(['Estimated net assets of the Fund', 'Portfolio Review', 'were reviewed by the board.']);
    // A list's item after its lead-in is no cut sentence: it goes on nothing further back.
    expect(
      texts(
        'The risks we face in our business\n\nThe Fund borrows.\n\nThe main risks of the strategy include:\n\nthe loss of key personnel;',
      ),
    ).toEqual([
      'The risks we face in our business',
      'The Fund borrows.',
      'The main risks of the strategy include:',
      'the loss of key personnel;',
    ]);
  });

  it('marks standalone headings and keeps them apart from the paragraph below', () => {
    const sentences = splitSentences(
      'Investment Strategy\nThe Fund invests in growth companies. It targets ten deals.',
    );
    expect(sentences.map(({ text, heading }) => ({ text, heading }))).toEqual([
      { text: 'Investment Strategy', heading: true },
      { text: 'The Fund invests in growth companies.', heading: false },
      { text: 'It targets ten deals.', heading: false },
    ]);
    expect(sentences.map((sentence) => sentence.index)).toEqual([0, 1, 2]);
  });

  it('keeps each table row on its own, not glued to the next row', () => {
    expect(texts('Total assets          $ 802,058,543\nTotal liabilities     95,481,072')).toEqual([
      'Total assets $ 802,058,543',
      'Total liabilities 95,481,072',
    ]);
  });

  it('starts a new sentence at each bullet', () => {
    expect(texts('Highlights\n• Proprietary sourcing network\n• Experienced team of twelve')).toEqual([
      'Highlights',
      '• Proprietary sourcing network',
      '• Experienced team of twelve',
    ]);
  });

  it('returns nothing for empty or blank text', () => {
    expect(splitSentences('')).toEqual([]);
    expect(splitSentences(' \n\n\t \f ')).toEqual([]);
  });

  it('splits a megabyte without spaces or punctuation in one piece, quickly', () => {
    const sentences = splitSentences('x'.repeat(1_000_000));
    expect(sentences).toHaveLength(1);
  });
});

describe('looksLikeHeading', () => {
  it('accepts short capitalised lines, numbered or not', () => {
    for (const line of [
      'Investment Strategy',
      '4.2 Management Fee',
      'RISK FACTORS:',
      'Risk factors',
      'Overview',
    ]) {
      expect(looksLikeHeading(line), line).toBe(true);
    }
  });

  it('rejects sentences, labels in lower case and numbers', () => {
    for (const line of [
      'The Fund invests in growth companies.',
      'Cash and cash equivalents',
      '938,421',
      'the following terms apply',
    ]) {
      expect(looksLikeHeading(line), line).toBe(false);
    }
  });
});
