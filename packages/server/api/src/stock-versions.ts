import { randomBytes } from 'node:crypto';

/** One stock change as {@link StockVersions} records it: its version and its cars. */
interface StockChange {
  version: number;
  carIds: readonly number[];
}

/** What {@link StockVersions.since} answers: the cars changed since a version, or a reset. */
export type StockChangesSince =
  | { reset: false; version: string; carIds: number[] }
  /** The version is from another process, or older than the log keeps: reload the whole feed. */
  | { reset: true; version: string };

/**
 * A per-process counter of stock changes and the log of which cars each changed, so a site's
 * renderer holding the stock feed at one version can patch in just the cars changed since
 * (`GET /api/sites/{slug}/stock-changes.json`) instead of reloading the whole feed per change.
 * A version is `{epoch}.{n}`: the epoch is this process's own, so a version from another process
 * (or from before a restart) answers a reset. The log keeps the last `limit` changes; an older
 * version answers a reset too. In a cluster each worker has its own counter and records every
 * worker's changes (the stock-changed message the primary relays).
 *
 * Changes are not kept per site: a group site shows the cars of dealerships that have sites of
 * their own, so an import through one site changes another's feed. The endpoint reads the
 * changed cars against the asking site's feed condition instead.
 */
export class StockVersions {
  readonly epoch: string;
  #version = 0;
  #log: StockChange[] = [];
  readonly #limit: number;

  constructor({ limit = 1000, epoch }: { limit?: number; epoch?: string } = {}) {
    this.#limit = limit;
    this.epoch = epoch ?? randomBytes(6).toString('hex');
  }

  /** The current version. */
  get current(): string {
    return `${this.epoch}.${this.#version}`;
  }

  /** Records that these cars changed; the new version. */
  record(carIds: readonly number[]): string {
    this.#version += 1;
    this.#log.push({ version: this.#version, carIds: [...carIds] });
    if (this.#log.length > this.#limit) this.#log.splice(0, this.#log.length - this.#limit);
    return this.current;
  }

  /** The cars changed after version `since` (each once), or a reset. */
  since(since: string | undefined): StockChangesSince {
    const current = this.current;
    const [epoch, n] = (since ?? '').split('.');
    const from = Number(n);
    if (epoch !== this.epoch || !Number.isInteger(from) || from < 0 || from > this.#version) {
      return { reset: true, version: current };
    }
    if (from === this.#version) return { reset: false, version: current, carIds: [] };
    const oldest = this.#log[0]?.version ?? this.#version + 1;
    // The log no longer holds every change after `from`.
    if (from + 1 < oldest) return { reset: true, version: current };
    const ids = new Set<number>();
    for (const change of this.#log) {
      if (change.version <= from) continue;
      for (const id of change.carIds) ids.add(id);
    }
    return { reset: false, version: current, carIds: [...ids] };
  }
}
