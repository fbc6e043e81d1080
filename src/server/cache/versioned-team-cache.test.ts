import { describe, expect, it } from 'vitest';
import { VersionedTeamCache } from './versioned-team-cache';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
};

describe('VersionedTeamCache', () => {
  it('loads once per version and again when the version moves', async () => {
    const cache = new VersionedTeamCache<string>();
    let loads = 0;
    const load = (value: string) => async () => {
      loads += 1;
      return value;
    };
    expect(await cache.read(7, 1, load('first'))).toBe('first');
    expect(await cache.read(7, 1, load('unused'))).toBe('first');
    expect(loads).toBe(1);
    expect(await cache.read(7, 2, load('second'))).toBe('second');
    expect(loads).toBe(2);
  });

  it('shares one load between concurrent requests for a version', async () => {
    const cache = new VersionedTeamCache<string>();
    const slow = deferred<string>();
    let loads = 0;
    const load = () => {
      loads += 1;
      return slow.promise;
    };
    const reads = [cache.read(7, 3, load), cache.read(7, 3, load)];
    slow.resolve('pipeline');
    expect(await Promise.all(reads)).toEqual(['pipeline', 'pipeline']);
    expect(loads).toBe(1);
  });

  it('does not let a slow load of an older version replace a newer one', async () => {
    const cache = new VersionedTeamCache<string>();
    const slow = deferred<string>();
    const older = cache.read(7, 1, () => slow.promise);
    expect(await cache.read(7, 2, async () => 'newer')).toBe('newer');
    slow.resolve('older');
    expect(await older).toBe('older');
    expect(await cache.read(7, 2, async () => 'reloaded')).toBe('newer');
  });

  it('keeps teams apart and forgets the stalest team past its limit', async () => {
    const cache = new VersionedTeamCache<string>(2);
    await cache.read(1, 1, async () => 'one');
    await cache.read(2, 1, async () => 'two');
    await cache.read(3, 1, async () => 'three');
    expect(await cache.read(2, 1, async () => 'two again')).toBe('two');
    expect(await cache.read(1, 1, async () => 'one again')).toBe('one again');
  });
});
