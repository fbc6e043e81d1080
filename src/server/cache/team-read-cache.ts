type Entry<V> = { value: V; teamId: number; cachedAt: number };

/**
 * Remembers a team's reads for a moment, so a burst of identical requests costs one query instead of
 * one each. Any successful write by one of the team's people evicts the team's entries at once in this
 * process (see the auth guard); another process sees the change within `ttlMs`. Nothing here is needed
 * by another process: PostgreSQL stays the truth.
 */
export class TeamReadCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

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

  /** The cached value, or what `load` reads (then kept for the next requests). */
  async read(key: string, teamId: number, now: number, load: () => Promise<V>): Promise<V> {
    const cached = this.get(key, now);
    if (cached !== undefined) return cached;
    const value = await load();
    this.set(key, teamId, value, now);
    return value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  evictTeam(teamId: number): void {
    for (const [key, entry] of this.entries) if (entry.teamId === teamId) this.entries.delete(key);
  }
}
