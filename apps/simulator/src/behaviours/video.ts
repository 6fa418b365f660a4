import { encodeVideoFrame, ZVideoControl, type TVideoControl } from '@fleet/contracts';
import type { RobotModel } from '../robot-model';
import { encodeJpeg, renderCameraView } from './camera';

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
/** UTC, so the caption is the same whatever machine runs the simulator. */
export const captionTime = (ms: number) => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}.${pad(d.getUTCMilliseconds(), 3)} UTC`;
};

/** One frame of the robot's front camera, as the `up/video` payload. */
export const captureFrame = (model: RobotModel, deviceNumber: string, size: { width: number; height: number }) => {
  const ts = model.now();
  const battery = `${Math.round(model.battery)}%`;
  const img = renderCameraView(model.map, model.pose, size, [deviceNumber, captionTime(ts), `${model.activity} ${battery}`]);
  return encodeVideoFrame({ ts, jpeg: encodeJpeg(img) });
};

/**
 * The camera streams only under a lease (`down/video`): it renders at the lease's fps and size until
 * `until`, and stops by itself when no renewal came, so a server or browser that went away costs the
 * robot nothing after a few seconds. Nothing is rendered while no lease holds.
 */
export class VideoStreamer {
  private lease: TVideoControl | null = null;
  private timer: NodeJS.Timeout | undefined;
  private fps = 0;

  constructor(
    private readonly model: RobotModel,
    private readonly deviceNumber: string,
    /** Publishes an `up/video` payload (dropped while offline: a late frame is worthless). */
    private readonly publish: (payload: Uint8Array) => void,
  ) {}

  get streaming() {
    return this.timer !== undefined;
  }

  /** A `down/video` message; anything that is not a valid lease is ignored. */
  control(payload: Uint8Array) {
    let raw: unknown;
    try {
      raw = JSON.parse(Buffer.from(payload).toString('utf8'));
    } catch {
      return;
    }
    const lease = ZVideoControl.safeParse(raw);
    if (!lease.success) return;
    this.lease = lease.data;
    if (lease.data.until <= this.model.now()) return this.stop();
    if (this.timer && this.fps === lease.data.fps) return;
    this.stop();
    this.fps = lease.data.fps;
    this.lease = lease.data;
    this.timer = setInterval(() => this.tick(), Math.round(1000 / this.fps));
    this.tick();
  }

  stop() {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private tick() {
    const lease = this.lease;
    if (!lease || this.model.now() >= lease.until) return this.stop();
    this.publish(captureFrame(this.model, this.deviceNumber, lease));
  }
}
