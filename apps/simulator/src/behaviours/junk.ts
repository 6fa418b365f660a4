import { JunkEventMode, type TDeviceEvent } from '@fleet/contracts';
import { createRng, hashSeed, type Rng } from '../random';
import type { RobotModel } from '../robot-model';
import { encodeJpeg, renderCameraView } from './camera';
import { fillRect } from './camera-font';

/** Litter the front camera recognises per hour of cleaning, on average. */
const JUNK_PER_HOUR = 4;
const PICTURE = { width: 320, height: 180 };

/** Half the obstacles the robot stops for are in its front camera's view: their event carries the picture. */
const OBSTACLE_PICTURED = 0.5;

/** A stream of its own per use, so a picture changes no other random choice of the robot (nor the other use's). */
const streams = { junk: new WeakMap<RobotModel, Rng>(), obstacle: new WeakMap<RobotModel, Rng>() };
const rngOf = (m: RobotModel, use: keyof typeof streams = 'junk') => {
  let r = streams[use].get(m);
  if (!r) streams[use].set(m, (r = createRng(hashSeed(`${use}:${m.name}`, m.map.seed))));
  return r;
};

const outline = (img: Parameters<typeof fillRect>[0], x: number, y: number, w: number, h: number, rgb: [number, number, number]) => {
  fillRect(img, x, y, w, 2, rgb);
  fillRect(img, x, y + h - 2, w, 2, rgb);
  fillRect(img, x, y, 2, h, rgb);
  fillRect(img, x + w - 2, y, 2, h, rgb);
};

/**
 * A recognised piece of litter: the camera's view with the object on the floor ahead and the
 * detector's box around it, as a vision event with its accuracy (spec §3 robot event).
 */
export const junkEvent = (m: RobotModel): Partial<TDeviceEvent> => {
  const rng = rngOf(m);
  const img = renderCameraView(m.map, m.pose, PICTURE, []);
  const w = Math.round(rng.between(16, 34));
  const h = Math.round(w * rng.between(0.5, 0.9));
  const x = Math.round(rng.between(40, PICTURE.width - 40 - w));
  const y = Math.round(rng.between(PICTURE.height * 0.62, PICTURE.height - 8 - h));
  fillRect(img, x, y, w, h, rng.chance(0.5) ? [120, 85, 50] : [70, 130, 200]);
  outline(img, x - 4, y - 4, w + 8, h + 8, [255, 40, 40]);
  const accuracy = Math.round(rng.between(0.62, 0.99) * 1000) / 1000;
  return { accuracy, imageData: Buffer.from(encodeJpeg(img)).toString('base64') };
};

/**
 * An obstacle ahead (spec §3 robot event, a vision event): sometimes in the camera's view, then with
 * the picture (a grey box with the detector's yellow frame) and the detector's accuracy; otherwise
 * only the bumper or the lidar saw it, and the event has no picture.
 */
export const obstacleSighting = (m: RobotModel): Partial<TDeviceEvent> => {
  const rng = rngOf(m, 'obstacle');
  if (!rng.chance(OBSTACLE_PICTURED)) return {};
  const img = renderCameraView(m.map, m.pose, PICTURE, []);
  const w = Math.round(rng.between(60, 120));
  const h = Math.round(w * rng.between(0.6, 1.1));
  const x = Math.round(rng.between(20, PICTURE.width - 20 - w));
  const y = PICTURE.height - 12 - h;
  fillRect(img, x, y, w, h, [150, 150, 150]);
  outline(img, x - 4, y - 4, w + 8, h + 8, [250, 210, 20]);
  return { accuracy: Math.round(rng.between(0.7, 0.99) * 1000) / 1000, imageData: Buffer.from(encodeJpeg(img)).toString('base64') };
};

/** While cleaning, in "upload at work" mode: now and then the camera recognises litter. */
export const watchJunk = (m: RobotModel, h: number) => {
  if (m.config.values.junkEventMode !== JunkEventMode.WORK) return;
  if (rngOf(m).chance((JUNK_PER_HOUR * h) / 3600)) m.emit('junk', 'info', 'Litter recognised', junkEvent(m));
};

/** In "upload at boot" mode the robot scans its surroundings once when it starts (connects). */
export const junkAtBoot = (m: RobotModel) => {
  if (m.config.values.junkEventMode === JunkEventMode.BOOT) m.emit('junk', 'info', 'Litter recognised at start-up', junkEvent(m));
};
