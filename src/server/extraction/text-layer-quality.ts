/**
 * Whether a PDF page's text layer is worth keeping or the page should be read by OCR instead: a scan has
 * no text layer (or a stray page number), and a font without a usable Unicode map gives private-use
 * code points, replacement characters, control codes or a run of punctuation in place of its letters.
 */
export type TextLayerVerdict = 'good' | 'none' | 'unusable';

// Fewer letters and digits than this on a page is no text layer (a page number stamped on a scan); a
// short line ('Hello, world!', a scan's own OCR layer) is one, and is kept.
const minTextLayerCharacters = 4;
const maxUnmappedShare = 0.3;
const minLetterShare = 0.5;

/** Control codes, the private-use areas and the replacement character: glyphs a font never mapped. */
function isUnmapped(code: number): boolean {
  return code < 0x20 || (code >= 0xe000 && code <= 0xf8ff) || code === 0xfffd || code >= 0xf0000;
}
const letterOrDigit = /[\p{L}\p{N}]/u;
// Leaders and rules ('Contents ........ 3', '_____') are punctuation a good text layer has plenty of.
const leaderOrRule = /[.\-_·…]/;

export function textLayerVerdict(pageText: string): TextLayerVerdict {
  let visible = 0;
  let letters = 0;
  let unmappedCount = 0;
  let previous = '';
  for (const character of pageText) {
    // A run of one mark is one leader or rule, however long ('........', or '������' from an unmapped dot).
    const repeated = character === previous;
    previous = character;
    if (/\s/.test(character) || leaderOrRule.test(character)) continue;
    if (repeated && !letterOrDigit.test(character)) continue;
    visible++;
    if (isUnmapped(character.codePointAt(0) ?? 0)) unmappedCount++;
    else if (letterOrDigit.test(character)) letters++;
  }
  if (unmappedCount / Math.max(visible, 1) > maxUnmappedShare && unmappedCount >= minTextLayerCharacters)
    return 'unusable';
  if (letters < minTextLayerCharacters) return 'none';
  return letters / visible < minLetterShare ? 'unusable' : 'good';
}
