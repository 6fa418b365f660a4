import type { TPoint } from '../map/grid-map';

/** Drives along a polyline: position, heading and how much of it has been covered. */
export class PathFollower {
  readonly length: number;
  private readonly lengths: number[];
  private seg = 0;
  private offset = 0;
  travelled = 0;

  /** `sweep[i]` says whether the brushes are down on the leg from point i to point i + 1. */
  constructor(
    readonly points: TPoint[],
    private readonly sweep: boolean[] = [],
  ) {
    this.lengths = points.slice(1).map((p, i) => Math.hypot(p.x - points[i]!.x, p.y - points[i]!.y));
    this.length = this.lengths.reduce((s, l) => s + l, 0);
    this.skipEmpty();
  }

  get done() {
    return this.seg >= this.lengths.length;
  }

  /** Moves up to `distance` metres; returns how far it moved and how much of that was sweeping. */
  advance(distance: number) {
    let left = distance;
    let swept = 0;
    while (left > 1e-12 && !this.done) {
      const step = Math.min(left, this.lengths[this.seg]! - this.offset);
      if (this.sweep[this.seg]) swept += step;
      this.offset += step;
      left -= step;
      this.skipEmpty();
    }
    const moved = distance - left;
    this.travelled += moved;
    return { moved, swept };
  }

  position(): TPoint & { angle: number } {
    if (this.done) {
      const last = this.points[this.points.length - 1]!;
      return { ...last, angle: this.heading(this.lengths.length - 1) };
    }
    const a = this.points[this.seg]!;
    const b = this.points[this.seg + 1]!;
    const t = this.offset / this.lengths[this.seg]!;
    return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t, angle: this.heading(this.seg) };
  }

  private heading(seg: number) {
    const a = this.points[Math.max(0, seg)];
    const b = this.points[Math.max(0, seg) + 1];
    return a && b ? Math.atan2(b.y - a.y, b.x - a.x) : 0;
  }

  private skipEmpty() {
    while (!this.done && this.offset >= this.lengths[this.seg]! - 1e-12) {
      this.seg++;
      this.offset = 0;
    }
  }
}
