import type { APIRequestContext } from '@playwright/test';
import { startFleet, type Fleet } from '../apps/simulator/src';
import { E2E_MQTT_PORT } from '../playwright.config';
import { apiCall } from './api';

const MQTT_URL = `mqtt://127.0.0.1:${E2E_MQTT_PORT}`;

/** A device number no other test of the run has used (the simulator reads the model from it). */
export const simNumber = (salt: number) => `SIMULATION-130-${String((Date.now() + salt) % 100_000).padStart(5, '0')}`;

/**
 * Registers a simulated robot through the API (as the console does), not yet connected; owned by
 * `orgId` when given (a landmark it works at), else by the caller's organisation.
 */
export const registerSimRobot = async (request: APIRequestContext, token: string, alias: string, salt = 0, orgId?: number) => {
  const number = simNumber(salt);
  const robot = await apiCall<{ id: number; deviceSecret: string }>(request, token, 'POST', 'robotinfo/robot/register', {
    deviceNumber: number,
    alias,
    robotType: 1,
    simulated: true,
    ...(orgId === undefined ? {} : { orgId }),
  });
  return { id: robot.id, number, secret: robot.deviceSecret };
};

/**
 * Connects registered robots through the simulator, calm and without autopilot: they do what the
 * console asks and report it, nothing else (no random incidents, no rounds of their own).
 */
export const connectSimRobots = (robots: { number: string; secret: string; gpsOrigin?: { lat: number; lng: number } }[]): Fleet =>
  startFleet({
    url: MQTT_URL,
    robots: robots.map((r) => ({ deviceNumber: r.number, secret: r.secret, model: '130', gpsOrigin: r.gpsOrigin })),
    spreadMs: 0,
    autoWork: false,
    incidents: 'calm',
    warmUp: false,
  });
