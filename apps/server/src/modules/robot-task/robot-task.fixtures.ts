import type { TLandmark, TMapPath } from '@fleet/contracts';
import { robotMaps } from '../../db/schema';
import { call, createTestApp, login, type TestApp } from '../../../test/helpers';
import { buildBusiness, must } from '../../../test/tenancy-fixtures';

/**
 * Test world of the robot-task tests: two businesses, robots registered through the API, and the maps
 * a robot would have reported (written straight to robot_maps: the maps module has tests of its own).
 */
export const LANDMARKS: TLandmark[] = [
  { id: 'lm-1', name: 'Lobby', x: 2, y: 3, angle: 0 },
  { id: 'lm-2', name: 'Hall', x: 8, y: 3, angle: 0 },
];
export const PATHS: TMapPath[] = [
  {
    id: 'p-1',
    name: 'Corridor',
    points: [
      { x: 1, y: 1 },
      { x: 9, y: 1 },
    ],
  },
];

let seq = 0;

export const setupWorld = async () => {
  const t: TestApp = await createTestApp();
  const platform = await login(t.app);
  const a = await buildBusiness(t.app, platform, 'TA');
  const b = await buildBusiness(t.app, platform, 'TB');
  const register = async (token = a.adminToken) => {
    const r = await must<{ id: number; deviceNumber: string; deviceSecret: string }>(t.app, token, 'POST', 'robotinfo/robot/register', {
      deviceNumber: `SIMULATION-130-${String((seq += 1) * 7 + Math.floor(Math.random() * 90000)).padStart(5, '0')}`,
      alias: `Robot ${seq}`,
      robotType: 1,
      simulated: true,
    });
    return { id: r.id, deviceNumber: r.deviceNumber, secret: r.deviceSecret };
  };
  const addMap = async (robotId: number, mapId = 'map-1', o: { landmarks?: TLandmark[]; paths?: TMapPath[]; archived?: boolean } = {}) => {
    await t.database.db.insert(robotMaps).values({
      robotId,
      mapId,
      name: `Floor ${mapId}`,
      version: 'v1',
      width: 100,
      height: 80,
      resolution: 0.1,
      originX: 0,
      originY: 0,
      dock: { x: 1, y: 1, angle: 0 },
      landmarks: o.landmarks ?? LANDMARKS,
      paths: o.paths ?? PATHS,
      active: true,
      archivedAt: o.archived ? new Date() : null,
    });
  };
  const api = <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, token = a.adminToken, lang = 'en') =>
    call<T>(t.app, method, path, { token, body, lang });
  return { t, platform, a, b, register, addMap, api };
};

/** A valid task body for a robot holding map-1 (tomorrow, so the date is never in the past). */
export const taskBody = (robotId: number, over: Record<string, unknown> = {}) => ({
  robotId,
  name: 'Lobby morning',
  periodType: 0,
  date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
  execTime: '08:30',
  mapId: 'map-1',
  cleanMode: 'cover',
  scene: 0,
  repeatTimes: 2,
  details: 'Before opening',
  ...over,
});

export const reservationBody = (robotId: number, over: Record<string, unknown> = {}) => ({
  robotId,
  name: 'Lobby daily',
  execMode: 1,
  execTimes: ['09:00', '07:30'],
  mapId: 'map-1',
  landmarkId: 'lm-1',
  taskMinutes: 45,
  ...over,
});
