import { describe, expect, it } from 'vitest';
import { textLayerVerdict } from './text-layer-quality';

describe('a PDF page text layer', () => {
  it('is good when it reads as prose, a contents page with leaders or a statement', () => {
    expect(textLayerVerdict('The Fund called 12% of commitments in the second quarter of 2024.')).toBe(
      'good',
    );
    expect(textLayerVerdict('Contents\nIntroduction .................... 3\nPortfolio ........... 7')).toBe(
      'good',
    );
    expect(textLayerVerdict('Total assets   1,204,000   1,118,500\nNet assets   980,000   902,100')).toBe(
      'good',
    );
  });

  it('is good when its leaders are drawn with a glyph the font never mapped, as a 10-K contents page reads', () => {
    const leader = (length: number) => '\ufffd'.repeat(length);
    expect(
      textLayerVerdict(`Item 1. Business ${leader(120)} 4\nItem 1A. Risk Factors ${leader(110)} 9`),
    ).toBe('good');
  });

  it('is none when a page has no text or a stray page number, as a scan has', () => {
    expect(textLayerVerdict('')).toBe('none');
    expect(textLayerVerdict('  \n - 12 - \n')).toBe('none');
  });

  it('is good when a page holds one short line', () => {
    expect(textLayerVerdict('Hello, world!')).toBe('good');
    expect(textLayerVerdict('pdf.js')).toBe('good');
  });

  it('is unusable when its glyphs were never mapped to letters', () => {
    expect(textLayerVerdict('\ue001\ue002\ue003 \ue004\ue005'.repeat(10))).toBe('unusable');
    expect(textLayerVerdict('\ufffd\ufffd\ufffd\ufffd a b '.repeat(10))).toBe('unusable');
    expect(textLayerVerdict('#$%&()*+/:;<=>?@[]^{|}~ '.repeat(8) + 'The Fund called its capital')).toBe(
      'unusable',
    );
  });
});
