import { LIVE_DATA_TOPICS, ZLiveFault, ZOperateState } from '@fleet/contracts';
import { z } from 'zod';
import type { NoticeName } from './bus';

/**
 * What the server instances tell each other on `fleet-server/{group}/{name}` (bus.ts). Checked on
 * receipt like any message from the network: a broker is shared, and a notice of another version of
 * the server, or a stray publish, must be counted and logged, not applied half-read.
 */
export const ZNotices = {
  // `reason` optional: an instance of the previous version sends none.
  command: z.object({
    commandId: z.string().min(1),
    robotId: z.number().int(),
    operateState: ZOperateState,
    reason: z.string().max(300).nullable().optional(),
  }),
  data: z.object({ robotId: z.number().int(), topic: z.enum(LIVE_DATA_TOPICS) }),
  registered: z.object({ numbers: z.array(z.string()) }),
  robot: z.object({ origin: z.string(), id: z.number().int(), deviceNumber: z.string(), disconnect: z.boolean() }),
  fault: ZLiveFault,
} satisfies Record<NoticeName, z.ZodType>;

export type TNotice<N extends NoticeName> = z.infer<(typeof ZNotices)[N]>;
export type CommandNotice = TNotice<'command'>;
export type DataNotice = TNotice<'data'>;
export type RobotNotice = TNotice<'robot'>;
export type FaultNotice = TNotice<'fault'>;

export type ParsedNotice = { [N in NoticeName]: { name: N; body: TNotice<N> } }[NoticeName];

/** The notice, or why it was refused (bad JSON, or the first schema issues). */
export const parseNoticeBody = (name: NoticeName, payload: Buffer): ParsedNotice | { error: string } => {
  let json: unknown;
  try {
    json = JSON.parse(payload.toString('utf8'));
  } catch {
    return { error: 'not JSON' };
  }
  const r = ZNotices[name].safeParse(json);
  if (!r.success)
    return {
      error: r.error.issues
        .slice(0, 3)
        .map((i) => `${i.path.join('.') || '(root)'}: ${i.code}`)
        .join('; '),
    };
  return { name, body: r.data } as ParsedNotice;
};
