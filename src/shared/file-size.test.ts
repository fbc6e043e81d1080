import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('writes a file of 1 MB or more in MB, with the decimals asked for', () => {
    expect(formatFileSize(2_621_440, 1)).toBe('2.5 MB');
    expect(formatFileSize(2_621_440, 2)).toBe('2.50 MB');
    expect(formatFileSize(1_048_576, 1)).toBe('1.0 MB');
  });

  it('writes a smaller file in KB, and one under 1 KB in bytes, never as 0.0 MB', () => {
    expect(formatFileSize(251_700, 1)).toBe('245.8 KB');
    expect(formatFileSize(1024, 2)).toBe('1.00 KB');
    expect(formatFileSize(800, 1)).toBe('800 bytes');
    expect(formatFileSize(1, 1)).toBe('1 byte');
    expect(formatFileSize(0, 2)).toBe('0 bytes');
  });
});
