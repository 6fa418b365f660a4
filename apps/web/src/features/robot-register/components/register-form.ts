import {
  DEVICE_SUFFIX_DIGITS,
  parseDeviceNumber,
  V,
  ZRobotRegisterBatchBody,
  ZRobotRegisterBody,
  type TRobotRegisterBatchBody,
  type TRobotRegisterBody,
  type TRobotTypeOption,
} from '@fleet/contracts';
import type { Rule } from 'antd/es/form';
import { z } from 'zod';
import { i18n } from '../../../lib/i18n';

/** Form values as antd holds them: empty inputs are '' or null, which the contract reads as absent. */
const clean = (v: unknown) =>
  Object.fromEntries(
    Object.entries((v ?? {}) as Record<string, unknown>)
      .map(([k, x]) => [k, typeof x === 'string' ? x.trim() : x])
      .filter(([, x]) => x !== '' && x != null),
  );

export const toRegisterBody = (v: unknown) => clean(v) as TRobotRegisterBody;
export const toBatchBody = (v: unknown) => clean(v) as TRobotRegisterBatchBody;

/** The contract bodies read through the form's shape, so `zodRule` checks the fields as the server will. */
export const ZRegisterForm = z.preprocess(clean, ZRobotRegisterBody);
export const ZBatchForm = z.preprocess(clean, ZRobotRegisterBatchBody);

/**
 * Valid stand-ins for the fields the prefix rule is not about, so "simulated must match the
 * number's prefix" is reported as soon as the number and the switch are set.
 */
export const PREFIX_RULE_FILL = { alias: 'x', robotType: 1, simulated: false };

/**
 * What a typed number implies: the simulated switch from its prefix, the robot type from its model
 * (the catalogue type of that model; none when the catalogue has no such model).
 */
export const impliedByNumber = (deviceNumber: string, byModel: (model: string) => TRobotTypeOption | undefined) => {
  const parsed = parseDeviceNumber(deviceNumber.trim());
  if (!parsed) return null;
  return { simulated: parsed.simulated, robotType: byModel(parsed.model)?.code };
};

/** The model a device number carries (YJ-{model}-NNNNN), or undefined while it is not a whole number. */
export const modelOfNumber = (deviceNumber: string) => parseDeviceNumber(deviceNumber)?.model;

/**
 * The server's registration rule, mirrored (it answers VALIDATION validation.deviceModel on the same
 * field): the model the field gives (`modelOf` its value) is the chosen type's model in the catalogue,
 * case aside. Silent while either is missing or the catalogue does not know the type: the server names that.
 */
export const deviceModelRule =
  (types: readonly TRobotTypeOption[], modelOf: (value: string) => string | undefined): Rule =>
  ({ getFieldValue }) => ({
    validator: async (_, value: unknown) => {
      const model = typeof value === 'string' && value.trim() ? modelOf(value.trim()) : undefined;
      const type = types.find((o) => o.code === getFieldValue('robotType'));
      if (model && type && type.model.toLowerCase() !== model.toLowerCase()) throw new Error(i18n.t(V.deviceModel));
    },
  });

export const numberPrefix = (simulated: boolean, model: string) => `${simulated ? 'SIMULATION' : 'YJ'}-${model}-`;
const pad = (n: number) => String(n).padStart(DEVICE_SUFFIX_DIGITS, '0');

/**
 * The numbers a bulk registration will create, for the preview: all of them when few, otherwise
 * the first three and the last. Null when the server chooses the start (after the highest used).
 */
export const batchPreview = (v: { model?: string; simulated?: boolean; count?: number | null; startSuffix?: number | null }) => {
  if (!v.model || !v.count || v.count < 1 || v.startSuffix == null) return null;
  const prefix = numberPrefix(!!v.simulated, v.model.trim());
  const nth = (i: number) => `${prefix}${pad(v.startSuffix! + i)}`;
  if (v.count <= 6) return Array.from({ length: v.count }, (_, i) => nth(i));
  return [nth(0), nth(1), nth(2), '…', nth(v.count - 1)];
};
