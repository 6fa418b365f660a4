import { ErrorCode } from '@fleet/contracts';
import { ApiRefusal } from './console-api';
import type { KitContext } from './context';
import { fail, pass, skip, type CheckRow } from './options';

/** The rejections route's answer (helper "ingest", decision 3 of issue 12), typed here until every server has it. */
interface RejectionsAnswer {
  list: { receivedAt: number; topic: string; reason: string; field: string | null; detail: string }[];
  counts: Record<string, number>;
}

const NAME = 'Payloads and timestamps accepted';

/** The answer, or why the check is skipped: a server without rejections (older), or an account that may not read them. */
const readRejections = async (c: KitContext): Promise<RejectionsAnswer | string> => {
  try {
    return (await c.api.request('GET', `robotinfo/rejections/${c.robot.id}`)) as RejectionsAnswer;
  } catch (e) {
    if (e instanceof ApiRefusal && e.missingRoute) return 'skipped: the server does not offer rejections';
    if (e instanceof ApiRefusal && e.code === ErrorCode.PERMISSION_DENIED) return `skipped: ${e.message}`;
    throw e;
  }
};

const total = (a: RejectionsAnswer) => Object.values(a.counts).reduce((n, v) => n + v, 0);

/**
 * Payload schemas and timestamps: the server refused nothing the robot sent during the run. Read at the
 * start and at the end: the counts cover every refusal (the list keeps the last 50), and "newer than
 * the newest at the start" needs no clock of the kit's.
 */
export const startRejectionsCheck = async (c: KitContext) => {
  const before = await readRejections(c);
  return async (): Promise<CheckRow> => {
    if (typeof before === 'string') return skip(NAME, before);
    const after = await readRejections(c);
    if (typeof after === 'string') return skip(NAME, after);
    const refused = total(after) - total(before);
    if (refused <= 0) return pass(NAME, 'no message refused during the run');
    const since = before.list[0]?.receivedAt ?? 0;
    // One line per kind of mistake (a wrong clock refuses every message the same way), with its first detail.
    const kinds = new Map<string, { n: number; detail: string }>();
    for (const r of after.list.filter((x) => x.receivedAt > since)) {
      const key = `${r.topic}: ${r.reason}${r.field ? ` at ${r.field}` : ''}`;
      kinds.set(key, { n: (kinds.get(key)?.n ?? 0) + 1, detail: kinds.get(key)?.detail ?? r.detail });
    }
    const shown = [...kinds]
      .slice(0, 5)
      .map(([key, k]) => `${key} ×${k.n} (${k.detail})`)
      .join('; ');
    return fail(
      NAME,
      `${refused} refused: ${shown}`,
      'send the fields, types and ranges of docs/device-protocol.md (its JSON Schemas validate a message) with a current ts',
    );
  };
};
