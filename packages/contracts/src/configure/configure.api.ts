import { z } from 'zod';
import { LANGS } from '../common/lang';
import { ZListQuery, ZListResult } from '../common/list';
import { defineRoute } from '../common/route';
import { ENUM_NAMES } from '../enums';
import { V, zString, zText } from '../validation/rules';
import { ZSettings, ZSettingsAnswer } from './settings';

const tags = ['configure'];
const ZLang = z.enum(LANGS, { error: V.invalid });
const ZEnumName = z.enum(ENUM_NAMES as [string, ...string[]], { error: V.invalid });

/** One item of the dictionary as platform staff edit it: the built-in label and the override, if any. */
export const ZDicLabelRow = z.object({
  enumName: z.string(),
  value: z.union([z.number(), z.string()]),
  defaultLabel: z.string(),
  label: z.string().nullable(),
});
export type TDicLabelRow = z.infer<typeof ZDicLabelRow>;

/** Which item in which language; the value is the enumeration's (number or string), as the dictionary serves it. */
export const ZDicLabelKey = z.object({
  lang: ZLang,
  enumName: ZEnumName,
  value: z.union([z.number(), zString().max(40)]),
});
export const ZDicLabelSaveBody = ZDicLabelKey.extend({ label: zText(30) });
export type TDicLabelSaveBody = z.infer<typeof ZDicLabelSaveBody>;
export type TDicLabelKey = z.infer<typeof ZDicLabelKey>;

export const CONFIG_CHANGE_KINDS = ['setting', 'label'] as const;
export const ZConfigHistoryQuery = ZListQuery.extend({ kind: z.enum(CONFIG_CHANGE_KINDS, { error: V.invalid }).optional() });
export type TConfigHistoryQuery = z.input<typeof ZConfigHistoryQuery>;
/** One change: a setting (key, old and new value as JSON text) or a label (enumName.value in a language; null = built-in). */
export const ZConfigChange = z.object({
  id: z.number().int(),
  kind: z.enum(CONFIG_CHANGE_KINDS),
  key: z.string(),
  lang: z.string().nullable(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  account: z.string(),
  createdAt: z.string(),
});
export type TConfigChange = z.infer<typeof ZConfigChange>;

/**
 * The system configuration (issue 16, configure): business constants and the dictionary's labels.
 * Every signed-in user reads the settings (the screens apply them); platform staff change them.
 */
export const getSettingsRoute = defineRoute({
  method: 'GET',
  path: 'system/settings',
  access: 'session',
  tags,
  allowFirstLogin: true,
  summary: 'The business constants that apply now and their built-in values',
  data: ZSettingsAnswer,
});
export const saveSettingsRoute = defineRoute({
  method: 'PUT',
  path: 'system/settings/save',
  access: 'configure:edit',
  tags,
  summary: 'Change the business constants; every instance applies them within seconds, without a restart',
  body: ZSettings,
  data: z.null(),
});
export const findDicLabelsRoute = defineRoute({
  method: 'GET',
  path: 'dic/labels/:lang',
  access: 'configure:view',
  tags,
  summary: 'Every dictionary item of a language with its built-in label and its override',
  params: z.object({ lang: ZLang }),
  data: z.array(ZDicLabelRow),
});
export const saveDicLabelRoute = defineRoute({
  method: 'PUT',
  path: 'dic/label/save',
  access: 'configure:edit',
  tags,
  summary: 'Label a dictionary item differently in one language',
  body: ZDicLabelSaveBody,
  data: z.null(),
});
export const resetDicLabelRoute = defineRoute({
  method: 'PUT',
  path: 'dic/label/reset',
  access: 'configure:edit',
  tags,
  summary: 'Give a dictionary item its built-in label again in one language',
  body: ZDicLabelKey,
  data: z.null(),
});
export const findConfigHistoryRoute = defineRoute({
  method: 'POST',
  path: 'system/settings/history',
  access: 'configure:view',
  tags,
  summary: 'Who changed which setting or label, when, from what to what; newest first',
  body: ZConfigHistoryQuery,
  data: ZListResult(ZConfigChange),
});
