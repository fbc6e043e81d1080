/** A text as a regular expression that matches it literally ('1.5x' as '1\.5x'). */
export const escapePattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
