/**
 * Characters that must never reach a reader: control characters (a form's U+0007 bell), private-use
 * code points (symbol-font bullets such as U+F06F, which map to no character), replacement marks and
 * zero-width marks. Line breaks, tabs and form feeds stay: they carry the text's layout.
 */
// Control characters are what this pattern is for.
const unreadable =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000e-\u001f\u007f-\u009f\u200b-\u200d\u2060\ufeff\ufffd\ue000-\uf8ff]|[\udb80-\udbff][\udc00-\udfff]/g;

/** Whether a character is one `cleanText` removes. */
export function hasUnreadable(text: string): boolean {
  unreadable.lastIndex = 0;
  return unreadable.test(text);
}

/** The text without unreadable characters. Used on extracted text before it is stored, so quotes are clean. */
export function cleanText(text: string): string {
  return text.replace(unreadable, '');
}

/** A text as one line: whitespace runs made one space, none at either end. */
export const squeezed = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A quote as one line: unreadable characters dropped, whitespace runs made one space. */
export function cleanQuote(text: string): string {
  return cleanText(text).replace(/\s+/g, ' ').trim();
}
