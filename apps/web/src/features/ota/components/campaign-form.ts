import {
  CAMPAIGN_DEFAULTS,
  DEFAULT_WAVE_PERCENTS,
  validationKeyOf,
  ZCampaignCreateBody,
  ZHhmm,
  type TCampaignCreateBody,
  type TCampaignTarget,
  type TFieldError,
} from '@fleet/contracts';
import type { FormRule } from 'antd';
import type { z } from 'zod';
import { i18n } from '../../../lib/i18n';

/** How the waves are typed: cumulative shares of the robots (`wavePercents`) or robot counts (`waveSizes`). */
export type WaveKind = 'percent' | 'size';

/** The drawer's fields: the body's, with the waves as typed text and the window as two clock times. */
export type CampaignFormValues = Omit<TCampaignCreateBody, 'wavePercents' | 'waveSizes' | 'window' | 'target'> & {
  target: Omit<TCampaignTarget, 'robotIds'>;
  waveKind: WaveKind;
  waveText: string;
  windowStart?: string;
  windowEnd?: string;
};

/** The contract's defaults, so the form starts where a body without them would. */
export const campaignFormDefaults = (): Partial<CampaignFormValues> => ({
  target: { robotTypes: [], currentVersions: [] },
  waveKind: 'percent',
  waveText: DEFAULT_WAVE_PERCENTS.join(', '),
  ...CAMPAIGN_DEFAULTS,
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
});

/** "1, 10, 50, 100" (commas, spaces or both) as numbers; a part that is no number stays NaN and fails the rule. */
export const parseWaves = (text: string | undefined): number[] =>
  (text ?? '')
    .split(/[\s,，、]+/)
    .filter((s) => s !== '')
    .map((s) => (/^\d+$/.test(s) ? Number(s) : Number.NaN));

const throwIssue = (r: z.ZodSafeParseResult<unknown>) => {
  if (!r.success) throw new Error(i18n.t(validationKeyOf(r.error.issues[0]!)));
};

/** The waves checked by the contract's own rule for their kind (rising shares ending at 100, or robot counts). */
export const wavesRule: FormRule = ({ getFieldValue }) => ({
  validator: async (_, v: string | undefined) => {
    const waves = parseWaves(v);
    if (waves.length === 0) throw new Error(i18n.t('validation.required'));
    const kind = getFieldValue('waveKind') as WaveKind;
    throwIssue((kind === 'size' ? ZCampaignCreateBody.shape.waveSizes : ZCampaignCreateBody.shape.wavePercents).safeParse(waves));
  },
});

/** One clock time of the window; both or neither must be given. */
export const windowRule =
  (other: 'windowStart' | 'windowEnd'): FormRule =>
  ({ getFieldValue }) => ({
    validator: async (_, v: string | undefined) => {
      const otherValue = getFieldValue(other) as string | undefined;
      if (!v && !otherValue) return;
      if (!v) throw new Error(i18n.t('validation.required'));
      throwIssue(ZHhmm.safeParse(v));
      if (v === otherValue && other === 'windowStart') throw new Error(i18n.t('validation.invalid'));
    },
  });

/** The create body: an explicit list of robots replaces the other target filters. */
export const toCreateBody = (v: CampaignFormValues, robotIds: number[] | null): TCampaignCreateBody => {
  const { waveKind, waveText, windowStart, windowEnd, target, ...rest } = v;
  return {
    ...rest,
    name: rest.name.trim(),
    target: targetOf(target, robotIds),
    ...(waveKind === 'size' ? { waveSizes: parseWaves(waveText) } : { wavePercents: parseWaves(waveText) }),
    window: windowStart && windowEnd ? { start: windowStart, end: windowEnd } : null,
  };
};

export const targetOf = (t: CampaignFormValues['target'] | undefined, robotIds: number[] | null): TCampaignTarget =>
  robotIds ? { robotIds } : { orgId: t?.orgId ?? undefined, robotTypes: t?.robotTypes ?? [], currentVersions: t?.currentVersions ?? [] };

/** `?robotIds=1,2,3` from the robot lists' "Upgrade" action; null when absent or unreadable. */
export const robotIdsOf = (param: string | null): number[] | null => {
  if (!param) return null;
  const ids = param.split(',').map(Number);
  return ids.length > 0 && ids.every((n) => Number.isInteger(n) && n > 0) ? ids : null;
};

/** The body's paths the server names in a refusal, as the drawer's fields are named (waves are typed as text). */
const formPathOf = (path: string) => {
  if (/^wave(Percents|Sizes)(\.|$)/.test(path)) return 'waveText';
  if (path === 'window.start') return 'windowStart';
  if (path === 'window.end' || path === 'window') return 'windowEnd';
  return path;
};

/** Renames the field errors of a create refusal in place, for `applyFieldErrors`. */
export const toFormFieldErrors = (err: unknown) => {
  const fields = (err as { data?: { fields?: TFieldError[] } | null } | null)?.data?.fields;
  fields?.forEach((f) => (f.path = formPathOf(f.path)));
  return err;
};
