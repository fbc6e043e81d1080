import { describe, expect, it } from 'vitest';
import { coreCompletionPercent, coreDocumentChecklist } from './document';

describe('coreDocumentChecklist', () => {
  it('marks each core type processed, processing or missing, ignoring archived ones', () => {
    const checklist = coreDocumentChecklist([
      { type: 'fund_deck', status: 'processing' },
      { type: 'fund_deck', status: 'analyzed' },
      { type: 'ddq', status: 'processing' },
      { type: 'lpa', status: 'archived' },
      { type: 'memo', status: 'processed' },
    ]);
    expect(checklist.map((item) => [item.type, item.state])).toEqual([
      ['fund_deck', 'processed'],
      ['ddq', 'processing'],
      ['lpa', 'missing'],
      ['track_record', 'missing'],
    ]);
    expect(coreCompletionPercent(checklist)).toBe(50);
    expect(coreCompletionPercent(coreDocumentChecklist([]))).toBe(0);
  });
});
