import { describe, expect, it } from 'vitest';
import { isGlyphCodes } from './glyph-codes';

describe('isGlyphCodes', () => {
  it('tells glyph codes from words in any language', () => {
    const coded = Array.from(
      { length: 12 },
      () => '9ffbiffdjn`k_cfZXcj iXk_\\ik_Xe_fk\\cj% Gi`Z\\`jX`dgfik',
    ).join('\n');
    expect(isGlyphCodes(coded)).toBe(true);
    const turkish = Array.from(
      { length: 10 },
      () => 'Ürün Adı Fiyat Stok Kodu Açıklama Kategori Kırtasiye Kalem Defter Çanta Silgi',
    ).join('\n');
    expect(isGlyphCodes(turkish)).toBe(false);
    const english = 'The Fund invests in founder-led healthcare companies across North America. '.repeat(10);
    expect(isGlyphCodes(english)).toBe(false);
    // Brand names with inner capitals are words too, when they are a few among many.
    expect(
      isGlyphCodes(
        'The Fund backed PayPal early and invests in software companies across North America. '.repeat(10),
      ),
    ).toBe(false);
  });
});
