import type { TOtaProgress } from '@fleet/contracts';
import { createHash } from 'node:crypto';
import type { RobotModel } from '../robot-model';
import { reportConfig } from './config';
import { OTA_MEANING, OTA_STEPS, otaResult, type OtaArgs, type OtaFailure } from './ota';

/** What the runner needs from the robot on the wire (robot.ts). */
export interface OtaIo {
  report(p: Omit<TOtaProgress, 'ts' | 'done' | 'campaignId' | 'unit'> & { done?: boolean }): void;
  /** Drops the connection (the broker sends the Last Will), stays off, reconnects; resolves once back. */
  reboot(offlineSeconds: number): Promise<void>;
  /** Waits `seconds` of simulated time. */
  wait(seconds: number): Promise<void>;
  credential: { deviceNumber: string; secret: string };
  log(message: string): void;
}

/** Simulated seconds of each stage, after what sweeper firmware takes (backup and replace dominate). */
const SECONDS = { notice: 1, check: 2, verify: 3, install: [10, 8, 15], reboot: 20 } as const;
const DOWNLOAD_ATTEMPTS = 3;

type Download = { md5: string } | { error: string };

/**
 * Downloads `args.url` into an MD5 (a simulator keeps no file), resuming after a cut with HTTP Range.
 * `cutAt(attempt)` is where the profile cuts that attempt (bytes), or undefined for none: a cut is an
 * aborted request, exactly what a dropped connection looks like to the server.
 */
export const downloadPackage = async (
  args: OtaArgs,
  credential: OtaIo['credential'],
  opts: { cutAt: (attempt: number) => number | undefined; onProgress: (have: number) => void },
): Promise<Download> => {
  let hash = createHash('md5');
  let have = 0;
  let lastError = 'no attempt';
  for (let attempt = 0; attempt < DOWNLOAD_ATTEMPTS; attempt += 1) {
    const abort = new AbortController();
    const headers: Record<string, string> = have > 0 ? { range: `bytes=${have}-` } : {};
    if (args.auth === 'device') {
      headers.authorization = `Basic ${Buffer.from(`${credential.deviceNumber}:${credential.secret}`).toString('base64')}`;
    }
    try {
      const res = await fetch(args.url, { headers, signal: abort.signal });
      if (res.status === 200 && have > 0) {
        // The server sent the whole file again (no Range support): start the sum over.
        hash = createHash('md5');
        have = 0;
      } else if (res.status !== 200 && res.status !== 206) {
        await res.body?.cancel();
        return { error: `HTTP ${res.status}` };
      }
      const cut = opts.cutAt(attempt);
      const reader = res.body!.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        hash.update(value);
        have += value.length;
        opts.onProgress(have);
        if (cut !== undefined && have >= cut) {
          abort.abort();
          throw new Error(`connection cut at ${have} bytes`);
        }
      }
      if (have === args.size) return { md5: hash.digest('hex') };
      lastError = `ended at ${have} of ${args.size} bytes`;
    } catch (e) {
      lastError = e instanceof Error ? e.message : String(e);
    }
  }
  return { error: lastError };
};

/**
 * One upgrade, as firmware walks it (device protocol §11.1): notice, version compare, download with
 * resume, MD5 check, install stages, reboot, then the success step once back online with the new
 * version in up/config. `failure` is the profile drawn for this upgrade, if any.
 */
export const runUpgrade = async (m: RobotModel, args: OtaArgs, io: OtaIo, failure: OtaFailure | null): Promise<boolean> => {
  const steps = OTA_STEPS[args.unit];
  const fail = async (meaning: number, rollback = false) => {
    if (rollback && steps.rollback !== null) {
      io.report({ step: steps.rollback });
      await io.wait(SECONDS.install[0]);
    }
    io.report({ step: steps.failed ?? steps.rollback ?? steps.verify, result: otaResult(args.unit, meaning), done: true });
    return false;
  };
  io.report({ step: steps.notice });
  await io.wait(SECONDS.notice);
  io.report({ step: steps.check });
  await io.wait(SECONDS.check);
  io.report({ step: steps.download, percent: 0 });
  let reported = 0;
  const got = await downloadPackage(args, io.credential, {
    // A healthy robot still loses the connection now and then (a third of upgrades, once, midway) and
    // resumes; the network profile loses it early on every attempt.
    cutAt: (attempt) =>
      failure === 'network' ? Math.floor(args.size / 10) : attempt === 0 && m.rng.chance(1 / 3) ? Math.floor(args.size / 2) : undefined,
    onProgress: (have) => {
      const percent = Math.floor((have / args.size) * 10) * 10;
      if (percent > reported && percent < 100) {
        reported = percent;
        io.report({ step: steps.download, percent });
      }
    },
  });
  if ('error' in got) {
    io.log(`upgrade download failed: ${got.error}`);
    return fail(OTA_MEANING.networkAnomaly);
  }
  io.report({ step: steps.downloaded, percent: 100 });
  io.report({ step: steps.verify });
  await io.wait(SECONDS.verify);
  // The md5 profile stands for a package damaged on the way: the sum the robot computes differs.
  if (failure === 'md5' || got.md5 !== args.md5) return fail(OTA_MEANING.verifyFailed);
  for (const [i, step] of steps.install.entries()) {
    io.report({ step });
    await io.wait(SECONDS.install[i] ?? SECONDS.install[0]);
  }
  if (failure === 'install') return fail(OTA_MEANING.installFailed, true);
  m.config.versions[args.unit] = args.version;
  if (steps.reboot !== null) {
    io.report({ step: steps.reboot });
    await io.reboot(SECONDS.reboot);
  }
  // After a reboot the robot reports its configuration on connecting (RobotModel.connected); the app has none.
  if (steps.reboot === null) reportConfig(m);
  io.report({ step: steps.success, done: true });
  return true;
};
