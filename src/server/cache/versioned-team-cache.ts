type Entry<V> = { version: number; value: V };

/**
 * Keeps one value per team for as long as the team's version in PostgreSQL stays the same. The caller
 * reads the version first and the value after it, so a value is never older than the version it is kept
 * under; a change by any process raises the version and the next read loads anew.
 */
export class VersionedTeamCache<V> {
  private readonly entries = new Map<number, Entry<V>>();
  /** Loads under way, so a burst of requests for one version shares a single read. */
  private readonly loading = new Map<number, { version: number; promise: Promise<V> }>();

  constructor(private readonly maxTeams = 1000) {}

  async read(teamId: number, version: number, load: () => Promise<V>): Promise<V> {
    const entry = this.entries.get(teamId);
    if (entry?.version === version) return entry.value;
    const pending = this.loading.get(teamId);
    if (pending?.version === version) return pending.promise;

    const promise = load()
      .then((value) => {
        this.keep(teamId, { version, value });
        return value;
      })
      .finally(() => {
        if (this.loading.get(teamId)?.promise === promise) this.loading.delete(teamId);
      });
    this.loading.set(teamId, { version, promise });
    return promise;
  }

  private keep(teamId: number, entry: Entry<V>): void {
    const current = this.entries.get(teamId);
    // A slow load of an older version must not replace what a newer one already stored.
    if (current && current.version > entry.version) return;
    this.entries.delete(teamId);
    if (this.entries.size >= this.maxTeams) {
      // Maps iterate in insertion order, and a kept entry is re-inserted: the first is the stalest.
      const stalest = this.entries.keys().next().value;
      if (stalest !== undefined) this.entries.delete(stalest);
    }
    this.entries.set(teamId, entry);
  }
}
