/** Escapes text for an XML element or attribute value. */
export function xmlText(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

export const xmlDeclaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
