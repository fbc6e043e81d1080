import { describe, expect, it } from 'vitest';
import { initialsOf } from './names-as-written';

describe('initialsOf', () => {
  it('gives the initials of a name of three or more capitalised words, less its small words', () => {
    expect(initialsOf('Washington State Investment Board')).toBe('WSIB');
    expect(initialsOf('Teachers Retirement System of Texas')).toBe('TRST');
  });

  it('gives none for a short name or one with a word in lower case', () => {
    expect(initialsOf('TA XV')).toBeNull();
    expect(initialsOf('Helios Fund')).toBeNull();
    expect(initialsOf('the plan of the state')).toBeNull();
  });
});
