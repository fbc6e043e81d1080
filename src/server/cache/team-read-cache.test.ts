import { describe, expect, it } from 'vitest';
import { TeamReadCache } from './team-read-cache';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
};

describe('TeamReadCache', () => {
  it('shares one read between concurrent misses and keeps it from when the read finished', async () => {
    const cache = new TeamReadCache<string>(1000);
    let now = 0;
    let loads = 0;
    const slow = deferred<string>();
    const load = () => {
      loads += 1;
      return slow.promise;
    };
    const first = cache.read('7', 7, () => now, load);
    const second = cache.read('7', 7, () => now, load);
    now = 1500; // the read took longer than the cache keeps anything
    slow.resolve('pipeline');
    expect(await Promise.all([first, second])).toEqual(['pipeline', 'pipeline']);
    expect(loads).toBe(1);
    now = 2000;
    expect(cache.get('7', now)).toBe('pipeline');
    expect(cache.get('7', 2500)).toBeUndefined();
  });

  it('does not keep a read that started before the team changed', async () => {
    const cache = new TeamReadCache<string>(1000);
    const slow = deferred<string>();
    const pending = cache.read(
      '7',
      7,
      () => 0,
      () => slow.promise,
    );
    cache.evictTeam(7);
    slow.resolve('before the change');
    await pending;
    expect(cache.get('7', 0)).toBeUndefined();
    expect(
      await cache.read(
        '7',
        7,
        () => 0,
        async () => 'after the change',
      ),
    ).toBe('after the change');
  });

  it('evicts only the team that changed', async () => {
    const cache = new TeamReadCache<string>(1000);
    cache.set('1', 1, 'one', 0);
    cache.set('2', 2, 'two', 0);
    cache.evictTeam(1);
    expect(cache.get('1', 0)).toBeUndefined();
    expect(cache.get('2', 0)).toBe('two');
  });
});
