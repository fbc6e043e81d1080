/**
 * A model's text without raw HTML: script and style blocks go whole, any other tag (an `<img…>`, a
 * `<a href…>`) is dropped and its words kept. Model text is markdown or plain text, never markup.
 */
export function withoutHtml(text: string): string {
  return text
    .replace(/<(script|style|iframe)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\/?[a-z][^>]*(?:>|$)/gim, '')
    .replace(/[ \t]{2,}/g, ' ');
}
