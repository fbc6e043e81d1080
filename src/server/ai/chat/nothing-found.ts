import type { AnalystSource } from '@shared/analyst-chat';
import type { LocalAnswer } from './local-answer';

/** The honest answer when no source holds anything on the question: what to ask or upload instead. */
export function nothingFound(selected: readonly AnalystSource[]): LocalAnswer {
  const searched =
    selected.length === 0 || selected.includes('all')
      ? "your team's investments, notes, activity and documents"
      : `your team's ${selected.join(', ')}`;
  return {
    response: [
      '### Nothing found',
      '',
      `I searched ${searched} and found nothing on this, so I will not guess.`,
      '',
      'You could:',
      '',
      '1. Ask about the pipeline, for example "How many investments are in due diligence?" or "Which investments have an IRR above 20%?"',
      '2. Name an investment or a term, for example "What is the carried interest of Northbridge Growth Partners IV?"',
      '3. Upload the fund deck, LPA, DDQ or track record that covers it, so its pages can be searched.',
    ].join('\n'),
    citations: [],
  };
}
