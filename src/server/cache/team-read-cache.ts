type Entry<V> = { value: V; teamId: number; cachedAt: number };

/**
 * Remembers a team's reads for a moment, so a burst of identical requests costs one query instead of
 * one each. Any successful write by one of the team's people evicts the team's entries at once in this
 * process (see the auth guard); another process sees the change within `ttlMs`. Nothing here is needed
 * by another process: PostgreSQL stays the truth.
 */
export class TeamReadCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  /** Reads under way, so a burst of misses for one key shares a single query. */
  private readonly loading = new Map<string, { promise: Promise<V>; teamId: number }>();
  /** Bumped by every eviction: a read that started before a team's change must not be kept. */
  private readonly generations = new Map<number, number>();

  constructor(
    private readonly ttlMs = 1000,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: string, now: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.cachedAt >= this.ttlMs || now < entry.cachedAt) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, teamId: number, value: V, now: number): void {
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, teamId, cachedAt: now });
  }

  /**
   * The cached value, or what `load` reads. The value is kept from when the read finished (a slow read
   * of a large pipeline is not stale on arrival), unless the team changed while it was being read.
   */
  async read(key: string, teamId: number, now: () => number, load: () => Promise<V>): Promise<V> {
    const cached = this.get(key, now());
    if (cached !== undefined) return cached;
    const pending = this.loading.get(key);
    if (pending) return pending.promise;
    const generation = this.generations.get(teamId) ?? 0;
    const promise = load()
      .then((value) => {
        if ((this.generations.get(teamId) ?? 0) === generation) this.set(key, teamId, value, now());
        return value;
      })
      .finally(() => {
        if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
      });
    this.loading.set(key, { promise, teamId });
    return promise;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  evictTeam(teamId: number): void {
    this.generations.set(teamId, (this.generations.get(teamId) ?? 0) + 1);
    for (const [key, entry] of this.entries) if (entry.teamId === teamId) this.entries.delete(key);
    // A read under way for this team may have started before the change: later callers start anew.
    for (const [key, pending] of this.loading) if (pending.teamId === teamId) this.loading.delete(key);
  }
}
