/**
 * Unicode's bidirectional formatting characters: marks, embeddings, overrides and isolates. In a name
 * they change what is displayed (`invoice\u202Efdp.exe` reads as `invoiceexe.pdf`), so names are kept
 * without them.
 */
const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function withoutBidiControls(text: string): string {
  return text.replace(bidiControls, '');
}
