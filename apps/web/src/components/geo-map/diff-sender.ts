import type { GeoJSONSource } from 'maplibre-gl';
import type { RobotFeature } from './geo-features';

/** Features in one message to the map's worker: its copy (structured clone) of 10,000 took one long task. */
export const DIFF_SLICE = 2_000;

/**
 * Sends the map's source what changed, in slices of at most `slice` features, the next only once the
 * worker has applied the one before (MapLibre merges the diffs given while its worker is busy into one
 * message, which would copy them all again in one task). Changes given meanwhile are merged by robot id,
 * so what waits is bounded by the fleet, never by the time the worker took.
 */
export class DiffSender {
  private readonly add = new Map<number, RobotFeature>();
  private readonly remove = new Set<number>();
  private busy = false;
  private stopped = false;

  constructor(
    private readonly source: () => GeoJSONSource | undefined,
    private readonly slice = DIFF_SLICE,
  ) {}

  send(diff: { add: readonly RobotFeature[]; remove: readonly number[] }) {
    for (const id of diff.remove) {
      this.add.delete(id);
      this.remove.add(id);
    }
    for (const f of diff.add) {
      this.add.set(f.properties.id, f);
      this.remove.delete(f.properties.id);
    }
    void this.drain();
  }

  /** The map is gone: nothing more is sent. */
  stop() {
    this.stopped = true;
  }

  private async drain() {
    if (this.busy) return;
    this.busy = true;
    try {
      while (!this.stopped && (this.add.size > 0 || this.remove.size > 0)) {
        const source = this.source();
        if (!source) return;
        const add: RobotFeature[] = [];
        for (const [id, f] of this.add) {
          if (add.length === this.slice) break;
          add.push(f);
          this.add.delete(id);
        }
        const remove = [...this.remove];
        this.remove.clear();
        await source.updateData({ add, remove }, true);
      }
    } finally {
      this.busy = false;
    }
  }
}
