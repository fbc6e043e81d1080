import { describe, expect, it } from 'vitest';
import { nextUploadProgress, uploadProgressHold } from './upload-progress';

function ticks(count: number, from = 0): number[] {
  const values: number[] = [];
  let value = from;
  for (let tick = 0; tick < count; tick++) {
    value = nextUploadProgress(value);
    values.push(value);
  }
  return values;
}

describe('simulated upload progress (SPEC 9)', () => {
  it('climbs by 4 up to 20%', () => {
    expect(ticks(5)).toEqual([4, 8, 12, 16, 20]);
  });

  it('then by 2 up to 70%', () => {
    const values = ticks(30);
    expect(values.slice(5, 8)).toEqual([22, 24, 26]);
    expect(values[29]).toBe(70);
  });

  it('then by 0.5 up to 85%', () => {
    expect(ticks(3, 70)).toEqual([70.5, 71, 71.5]);
    expect(ticks(30, 70)[29]).toBe(85);
  });

  it('holds at 85% however long the server takes', () => {
    const values = ticks(200);
    expect(values[59]).toBe(uploadProgressHold);
    expect(new Set(values.slice(59))).toEqual(new Set([85]));
  });

  it('never overshoots a stage when starting between steps', () => {
    expect(nextUploadProgress(19)).toBe(20);
    expect(nextUploadProgress(69)).toBe(70);
    expect(nextUploadProgress(84.8)).toBe(85);
  });
});
