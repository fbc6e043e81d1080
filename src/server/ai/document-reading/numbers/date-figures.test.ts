import { describe, expect, it } from 'vitest';
import { dateFigure } from './date-figures';
import { findDates } from './dates';

const valueOf = (text: string) => dateFigure(findDates(text)[0]).value;

describe('dateFigure', () => {
  it('reads a date as the day it names, however it is written', () => {
    expect(valueOf('March 17, 2026')).toBe(valueOf('3/17/26'));
    expect(valueOf('17th March 2026')).toBe(valueOf('2026-03-17'));
    expect(valueOf('March 18, 2026') - valueOf('March 17, 2026')).toBe(1);
    expect(dateFigure(findDates('Due Date: 9/30/27')[0])).toMatchObject({ kind: 'date', text: '9/30/27' });
  });
});
