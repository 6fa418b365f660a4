import { ErrorCode } from '@fleet/contracts';
import { ApiRefusal } from './console-api';
import type { KitContext } from './context';
import { fail, pass, skip, type CheckRow } from './options';

/** The rejections route's answer (helper "ingest", decision 3 of issue 12), typed here until every server has it. */
interface RejectionsAnswer {
  list: { receivedAt: number; topic: string; reason: string; field: string | null; detail: string }[];
  counts: Record<string, number>;
}

/** Payload schemas and timestamps: the server refused nothing the robot sent during the run. */
export const checkRejections = async (c: KitContext): Promise<CheckRow> => {
  const name = 'Payloads and timestamps accepted';
  let answer: RejectionsAnswer;
  try {
    answer = (await c.api.request('GET', `robotinfo/rejections/${c.robot.id}`)) as RejectionsAnswer;
  } catch (e) {
    if (e instanceof ApiRefusal && e.missingRoute) return skip(name, 'skipped: the server does not offer rejections');
    if (e instanceof ApiRefusal && e.code === ErrorCode.PERMISSION_DENIED) return skip(name, `skipped: ${e.message}`);
    throw e;
  }
  const during = answer.list.filter((r) => r.receivedAt >= c.startedAt);
  if (during.length === 0) return pass(name, 'no message refused during the run');
  const shown = during
    .slice(0, 3)
    .map((r) => `${r.topic}: ${r.reason}${r.field ? ` at ${r.field}` : ''} (${r.detail})`)
    .join('; ');
  return fail(
    name,
    `${during.length} refused: ${shown}`,
    'send the fields, types and ranges of docs/device-protocol.md (its JSON Schemas validate a message) with a current ts',
  );
};
