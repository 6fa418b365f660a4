import { ZRobotConfigValues, type TRobotConfigValues } from '@fleet/contracts';

export type ConfigKey = keyof TRobotConfigValues;
export const CONFIG_KEYS = Object.keys(ZRobotConfigValues.shape) as ConfigKey[];

/** Numeric settings: their unit and step; the range is read from the contract, so form and robot agree. */
export const NUMBER_FIELDS = {
  volume: { unit: 'percent', step: 1 },
  maxSpeed: { unit: 'mps', step: 0.05 },
  returnBattery: { unit: 'percent', step: 1 },
  obstacleDistance: { unit: 'm', step: 0.05 },
} as const;
export type NumberKey = keyof typeof NUMBER_FIELDS;

export const rangeOf = (key: NumberKey) => {
  const s = ZRobotConfigValues.shape[key];
  return { min: s.minValue ?? 0, max: s.maxValue ?? 0 };
};

/** The values of `next` that differ from the reported ones: all a Save sends. */
export const changedValues = (reported: TRobotConfigValues, next: Partial<TRobotConfigValues>): Partial<TRobotConfigValues> =>
  Object.fromEntries(CONFIG_KEYS.filter((k) => next[k] !== undefined && next[k] !== reported[k]).map((k) => [k, next[k]]));

export type ParsedConfigFile =
  { ok: true; values: TRobotConfigValues } | { ok: false; error: 'notJson' } | { ok: false; error: 'badFields'; fields: ConfigKey[] };

/**
 * Reads an exported configuration file. An import overwrites every value on the robot, so the file
 * must hold all of them, each in range; otherwise it names the bad ones and nothing is sent.
 */
export const parseConfigFile = (text: string): ParsedConfigFile => {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, error: 'notJson' };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, error: 'notJson' };
  const parsed = ZRobotConfigValues.safeParse(raw);
  if (parsed.success) return { ok: true, values: parsed.data };
  const fields = [
    ...new Set(parsed.error.issues.map((i) => i.path[0]).filter((p): p is ConfigKey => CONFIG_KEYS.includes(p as ConfigKey))),
  ];
  return { ok: false, error: 'badFields', fields };
};

export const exportFileName = (deviceNumber: string) => `robot-config-${deviceNumber}.json`;

export const exportFileText = (values: TRobotConfigValues) => `${JSON.stringify(values, null, 2)}\n`;
