/**
 * True when text looks like a CJK encoding decoded as Latin-1 (for example 关于 read as '¹ØÓÚ'), which
 * is what pdftotext makes of fonts without a Unicode map. Real European text keeps accented letters
 * far below the share used here.
 */
export function looksGarbled(text: string): boolean {
  const sample = text.slice(0, 100_000);
  let visible = 0;
  let latin1Supplement = 0;
  for (const character of sample) {
    const code = character.codePointAt(0) ?? 0;
    if (code <= 0x20) continue;
    visible++;
    if (code >= 0x80 && code <= 0xff) latin1Supplement++;
  }
  return latin1Supplement >= 20 && latin1Supplement / visible > 0.3;
}
