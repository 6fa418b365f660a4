import { RobotType, type TJunkEventMode, type TRobotTypeConsumable } from '@fleet/contracts';
import { SIM_FIRMWARE, startFleet } from '@fleet/simulator';
import type { Db } from '../db/client';
import type { Gateway } from '../gateway/gateway.types';
import { deviceSecretMatches, hashDeviceSecret, newDeviceSecret } from '../lib/device-secret';
import { ensureDemoAreas } from './demo-areas';
import { demoCredentialsFile, readDemoSecrets, writeDemoSecrets, type DemoSecrets } from './demo-credentials';
import { insertRobots, lockNumberPrefix, maxSuffix } from '../modules/robot/robot.repository';
import { findRobotType } from '../modules/robot-type/robot-type.repository';
import { ensureDemoSites, findDemoRobots, lockDemoSetup, setRobotSecretHash, type DemoSite } from './demo-fleet.repository';

export const DEMO_MODEL = '130';
const DEMO_PREFIX = `SIMULATION-${DEMO_MODEL}-`;
export const demoDeviceNumber = (n: number) => `${DEMO_PREFIX}${String(n).padStart(5, '0')}`;

export interface DemoFleetOptions {
  db: Db;
  dataDir: string;
  count: number;
  /** The broker the robots connect to, as a real robot would. */
  mqttUrl: string;
  log: (message: string) => void;
  /** Told about robots whose secret was rotated, so cached credentials are dropped. */
  gateway?: Pick<Gateway, 'robotChanged'>;
  /** Passed to the simulator (tests speed time up and turn incidents off). */
  /** How new demo robots report junk events (the configure screen's default). */
  junkEventMode?: TJunkEventMode;
  fleet?: { timeScale?: number; seed?: number; incidents?: 'calm' | 'normal' | 'stormy'; telemetryMs?: number; otaFailureRate?: number };
}

interface DemoRobot {
  id: number;
  deviceNumber: string;
  secret: string;
  locked: boolean;
  /** Set for the outdoor site's robots: they report GPS around it. */
  gpsOrigin?: { lat: number; lng: number };
}

/** Robots are spread over the sites by number: 00001 Shanghai, 00002 Tokyo, 00003 Berlin, 00004 Shanghai… */
const siteOfNumber = (sites: DemoSite[], deviceNumber: string) => sites[(Number(deviceNumber.slice(-5)) - 1) % sites.length]!;
const gpsOf = (sites: DemoSite[], orgId: number) => {
  const site = sites.find((s) => s.id === orgId);
  return site?.outdoor ? { lat: site.latitude, lng: site.longitude } : undefined;
};

/**
 * Makes sure the demo site and `count` robots of its own exist (SIMULATION-130-00001… on a fresh
 * install, numbered after the highest in use otherwise), with a known secret for each, kept in
 * DATA_DIR/simulator/credentials.json: the database has only hashes, so a robot whose secret was
 * lost gets a new one. A demo robot a user disabled stays disabled and is not run. Each site gets an
 * area its robots clean, once (demo-areas.ts).
 */
const prepareDemoRobots = async (o: DemoFleetOptions) => {
  const file = demoCredentialsFile(o.dataDir);
  const secrets: DemoSecrets = await readDemoSecrets(file, o.log);
  const rotated: { id: number; deviceNumber: string }[] = [];
  const runnable: DemoRobot[] = [];
  let parts: readonly TRobotTypeConsumable[] | undefined;
  await o.db.transaction(async (tx) => {
    await lockDemoSetup(tx);
    // The demo robots leave the factory with their type's default consumables, as the catalogue lists them
    // (read here, not after: a server stopped during start-up waits for this transaction, not for a later query).
    parts = (await findRobotType(tx, RobotType.M130))?.consumables;
    const sites = await ensureDemoSites(tx);
    await lockNumberPrefix(tx, DEMO_PREFIX);
    const own = (
      await findDemoRobots(
        tx,
        sites.map((s) => s.id),
      )
    ).slice(0, o.count);
    const next = ((await maxSuffix(tx, DEMO_PREFIX)) ?? 0) + 1;
    const fresh = Array.from({ length: o.count - own.length }, (_, i) => ({
      deviceNumber: demoDeviceNumber(next + i),
      secret: newDeviceSecret(),
    }));
    const inserted =
      fresh.length === 0
        ? []
        : await insertRobots(
            tx,
            fresh.map((r) => ({
              deviceNumber: r.deviceNumber,
              alias: `Demo ${r.deviceNumber.slice(-5)}`,
              robotType: RobotType.M130,
              model: DEMO_MODEL,
              simulated: true,
              version: SIM_FIRMWARE,
              orgId: siteOfNumber(sites, r.deviceNumber).id,
              secretHash: hashDeviceSecret(r.secret),
            })),
          );
    for (const [i, row] of inserted.entries()) {
      secrets[row.deviceNumber] = fresh[i]!.secret;
      const gpsOrigin = gpsOf(sites, siteOfNumber(sites, row.deviceNumber).id);
      runnable.push({ id: row.id, deviceNumber: row.deviceNumber, secret: fresh[i]!.secret, locked: false, gpsOrigin });
    }
    for (const r of own) {
      if (!r.enabled) {
        o.log(`demo fleet: ${r.deviceNumber} is disabled; not simulated`);
        continue;
      }
      let secret = secrets[r.deviceNumber];
      if (!secret || !deviceSecretMatches(secret, r.secretHash)) {
        secret = newDeviceSecret();
        await setRobotSecretHash(tx, r.id, hashDeviceSecret(secret));
        secrets[r.deviceNumber] = secret;
        rotated.push({ id: r.id, deviceNumber: r.deviceNumber });
      }
      runnable.push({ id: r.id, deviceNumber: r.deviceNumber, secret, locked: r.locked, gpsOrigin: gpsOf(sites, r.orgId) });
    }
    await ensureDemoAreas(tx, sites, [...own, ...inserted.map((r) => ({ id: r.id, orgId: siteOfNumber(sites, r.deviceNumber).id }))]);
    // Before the commit: if the file cannot be written, no new secret is committed without its copy.
    await writeDemoSecrets(file, secrets);
  });
  for (const r of rotated) await o.gateway?.robotChanged(r, { disconnect: true });
  if (rotated.length) o.log(`demo fleet: new secrets for ${rotated.length} robots whose secret was not in ${file}`);
  return { robots: runnable.sort((a, b) => a.deviceNumber.localeCompare(b.deviceNumber)), parts };
};

/** Connection chatter would drown the server log: only problems, each kind once. */
const problemsOnce = (log: (m: string) => void) => {
  const seen = new Set<string>();
  return (m: string) => {
    const what = m.replace(/^\S+: /, '');
    if (!/error|failed/i.test(what) || seen.has(what)) return;
    seen.add(what);
    log(`demo fleet: ${m} (each kind of problem is logged once)`);
  };
};

/** `npm start` with SIM_ROBOTS > 0: a living demo fleet speaking MQTT to the server's broker. */
export const startDemoFleet = async (o: DemoFleetOptions) => {
  const { robots, parts } = await prepareDemoRobots(o);
  const fleet = startFleet({
    url: o.mqttUrl,
    robots: robots.map((r) => ({
      deviceNumber: r.deviceNumber,
      secret: r.secret,
      model: DEMO_MODEL,
      locked: r.locked,
      gpsOrigin: r.gpsOrigin,
      consumables: parts,
      junkEventMode: o.junkEventMode,
    })),
    ...o.fleet,
    log: problemsOnce(o.log),
  });
  return { robots, fleet, stop: () => fleet.stop() };
};
