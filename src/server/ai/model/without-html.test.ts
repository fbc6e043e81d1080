import { describe, expect, it } from 'vitest';
import { withoutHtml } from './without-html';

describe('withoutHtml', () => {
  it('drops tags and keeps their words', () => {
    expect(withoutHtml('A <b>strong</b> fund.<img src="x.png" onerror="alert(1)"> Next.')).toBe(
      'A strong fund. Next.',
    );
  });

  it('drops script blocks whole, comments, and a tag left open at the end', () => {
    expect(withoutHtml('Fee 2%.<script>steal()</script><!-- hidden --> Carry 20%. <img src=x')).toBe(
      'Fee 2%. Carry 20%. ',
    );
  });

  it('keeps comparisons that are not tags', () => {
    expect(withoutHtml('IRR < 10% and TVPI <2.0x')).toBe('IRR < 10% and TVPI <2.0x');
  });
});
