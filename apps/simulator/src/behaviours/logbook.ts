import { gzipSync } from 'node:zlib';
import { COMMAND_ARGS, LOG_MAX_BYTES } from '@fleet/contracts';
import type { RobotModel } from '../robot-model';
import type { CommandTable } from './commands';

/** A day of a robot's log at a line a minute plus its events: a few thousand lines. */
const MAX_LINES = 5_000;
/** A status line this often (simulated seconds), as robots log their vitals. */
const STATUS_EVERY_S = 60;

export interface LogLine {
  at: number;
  level: 'INFO' | 'WARN' | 'ERROR';
  text: string;
}

/** The robot's own log: what it did, what happened and what it was asked, newest last, bounded. */
export class Logbook {
  private lines: LogLine[] = [];
  private lastStatus = -Infinity;

  constructor(private readonly now: () => number) {}

  add(level: LogLine['level'], text: string) {
    this.lines.push({ at: this.now(), level, text });
    if (this.lines.length > MAX_LINES) this.lines.splice(0, this.lines.length - MAX_LINES);
  }

  /** Called every tick: a status line once per STATUS_EVERY_S of simulated time. */
  status(m: RobotModel) {
    if (m.simTime - this.lastStatus < STATUS_EVERY_S) return;
    this.lastStatus = m.simTime;
    const p = m.pose;
    this.add(
      'INFO',
      `status activity=${m.activity} battery=${m.battery.toFixed(1)}% map=${m.map.mapId} pose=(${p.x.toFixed(2)},${p.y.toFixed(2)},${p.angle.toFixed(2)}) speed=${m.speed.toFixed(2)}m/s task=${m.task?.taskId ?? '-'}`,
    );
  }

  since(ms: number) {
    return this.lines.filter((l) => l.at >= ms);
  }
}

const text = (lines: LogLine[]) => lines.map((l) => `${new Date(l.at).toISOString()} ${l.level.padEnd(5)} ${l.text}\n`).join('');

/** uploadLog: the log of the last `minutes`, gzip-compressed, as one up/log message; the newest part if it is too big. */
export const LOG_COMMANDS: CommandTable = {
  uploadLog: (m, raw) => {
    const args = COMMAND_ARGS.uploadLog.safeParse(raw);
    if (!args.success) return 'invalidArgs';
    let lines = m.logbook.since(m.now() - args.data.minutes * 60_000);
    let data = gzipSync(text(lines));
    while (data.length > LOG_MAX_BYTES && lines.length > 1) {
      lines = lines.slice(Math.floor(lines.length / 2));
      data = gzipSync(text(lines));
    }
    const stamp = new Date(m.now()).toISOString().slice(0, 16).replace(/[-:T]/g, '');
    m.send({
      kind: 'log',
      payload: {
        logId: args.data.logId,
        fileName: `${m.name}-${stamp}-last-${args.data.minutes}min.log`,
        lines: lines.length,
        encoding: 'gzip-base64',
        data: data.toString('base64'),
      },
    });
    return null;
  },
};
