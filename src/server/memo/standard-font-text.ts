/**
 * The memo is set in the PDF standard fonts (Helvetica), which every reader has and which keep the file
 * small, but they encode only Windows-1252. Characters outside it are written as their nearest Latin
 * letters (accents dropped, 'ı' as 'i'), else as '?', so the PDF's text stays what it looks like.
 */
const windows1252Extras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const lookAlikes: Record<string, string> = {
  '\u2212': '-',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2015': '—',
  '\u2032': "'",
  '\u2033': '"',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2192': '->',
  '\u00a0': ' ',
  '\u202f': ' ',
  '\u2009': ' ',
  ı: 'i',
  İ: 'I',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
};

function encodable(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || windows1252Extras.has(character);
}

export function standardFontText(text: string): string {
  let result = '';
  for (const character of text.replace(/\r\n?/g, '\n')) {
    if (character === '\n' || encodable(character)) {
      result += character;
      continue;
    }
    const lookAlike = lookAlikes[character];
    if (lookAlike !== undefined) {
      result += lookAlike;
      continue;
    }
    const stripped = character.normalize('NFKD').replace(/\p{M}/gu, '');
    result +=
      [...stripped].every(encodable) && stripped !== ''
        ? stripped
        : /\p{Cc}|\p{Co}/u.test(character)
          ? ''
          : '?';
  }
  return result;
}
