import type { Sentence } from './sentences';

/**
 * A heading that opens the firm's own description: 'About us', 'About Northwind Capital'. 'About the
 * Fund' is the offering itself, not the firm's blurb.
 */
const aboutOpening =
  /^(?:About|ABOUT)\s+(?:us\b|US\b|the\s+(?:[Ff]irm|[Cc]ompany|[Mm]anager|[Ss]ponsor)\b|(?!(?:the|The|THE)\b)(?![^:]*\b(?:Fund|FUND)\b)\p{Lu})/u;

/** An 'About' section runs to the next heading; a missed heading must not swallow the rest of the text. */
const maxAboutSentences = 8;

/** 'About Northwind Capital: Northwind is…' in one line: the blurb and its lead-in together. */
const aboutLeadIn = /^about\s+[^:.]{1,80}:\s+\S/iu;

/**
 * A firm describing itself in superlatives ('Northwind Capital is a leading global investment firm…',
 * 'The Company is one of the largest…'): marketing copy, true of any document the firm writes.
 */
const selfPraise =
  /^(?:the\s+)?\p{Lu}[\p{L}\d&.'’-]*(?:\s+(?:\p{Lu}[\p{L}\d&.'’-]*|&|of|and))*(?:\s+\([^)]{1,40}\))?,?\s+(?:is|are)\s+(?:a|an|one\s+of\s+the)\s+(?:[\p{L}-]+\s+){0,3}?(?:leading|premier|pre-?eminent|foremost|largest|world-class|award-winning)\b/u;

/** Notices that accompany every document a firm publishes, whatever it says. */
const notices = [
  /\b(?:is|are)\s+(?:a\s+)?(?:registered\s+)?(?:trade|service)\s?marks?\s+of\b/i,
  /\ball rights reserved\b/i,
  /©|\(c\)\s*(?:19|20)\d\d|\bcopyright\s+(?:©\s*)?(?:19|20)\d\d/i,
  /\bfor (?:more|further|additional) information,?\s+(?:please\s+)?(?:visit|see|go to|contact)\b/i,
  /\b(?:does|shall) not constitute (?:an offer|a solicitation|investment advice|an invitation)/i,
  /\bpast performance is not (?:necessarily )?(?:indicative|a guarantee|a reliable indicator)\b/i,
  /\bcontains? forward-looking statements\b/i,
];

function isNoticeOrBlurb(text: string): boolean {
  return aboutLeadIn.test(text) || selfPraise.test(text) || notices.some((notice) => notice.test(text));
}

/**
 * The sentences that are the firm's description of itself or a standard notice (trademarks, copyright,
 * 'for more information visit', offer disclaimers, forward-looking-statement warnings), and every
 * sentence under an 'About …' heading: what any of the firm's documents would say, never a point of
 * this one.
 */
export function boilerplateSentences(sentences: readonly Sentence[]): Set<number> {
  const found = new Set<number>();
  let aboutLeft = 0;
  for (const sentence of sentences) {
    if (sentence.heading) {
      aboutLeft = aboutOpening.test(sentence.text) ? maxAboutSentences : 0;
      continue;
    }
    if (aboutLeft > 0 || isNoticeOrBlurb(sentence.text)) found.add(sentence.index);
    aboutLeft = Math.max(0, aboutLeft - 1);
  }
  return found;
}
