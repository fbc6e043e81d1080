const sampleLength = 50_000;
// Above this share of words shaped like glyph codes, the text layer maps no font to real characters.
const glyphCodeShare = 0.25;

/**
 * A word no language writes: symbols inside it ('k_cfZXcj', 'iXk_\ik') or a capital after lower-case
 * letters ('cfZXcj'), which is what a font without a character map turns words into.
 */
const glyphCode = /^[^\s]*(?:[\p{L}\p{N}][_`\\#%^~|<>@=+*&][\p{L}\p{N}]|\p{Ll}\p{Lu})[^\s]*$/u;

/**
 * Whether text is glyph codes rather than words, judged by the shape of its words, not by English: a
 * clean Turkish or Russian list has no English function words, and is still language.
 */
export function isGlyphCodes(text: string): boolean {
  const words = text
    .slice(0, sampleLength)
    .split(/\s+/)
    .filter((word) => word.length >= 4 && /\p{L}/u.test(word));
  if (words.length < 30) return false;
  const coded = words.filter((word) => glyphCode.test(word)).length;
  return coded / words.length > glyphCodeShare;
}
