import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';

describe('isCommonPassword', () => {
  it('finds a password of the shipped list, in any case, reversed or with symbols for letters', () => {
    for (const password of [
      'password123',
      'Password123',
      'P@ssw0rd123',
      '321drowssap',
      'qwertyuiop',
      '12345678',
    ])
      expect(isCommonPassword(password), password).toBe(true);
  });

  it('lets through a password that only contains a common one, or none at all', () => {
    for (const password of [
      'correct horse battery',
      'password123 for the fund',
      'allocator-demo',
      'Tr0ub4dor&3',
    ])
      expect(isCommonPassword(password), password).toBe(false);
  });
});
