import { z } from 'zod';
import { zId, zIdParam } from '../common/ids';
import { ZListQuery, ZListResult } from '../common/list';
import { defineRoute } from '../common/route';
import { ZOrgCode } from '../org/org.schema';
import { V, zString, zText } from '../validation/rules';

const isoTime = z.iso.datetime({ offset: true, error: V.invalid });

export const ZApiKeySaveBody = z
  .object({
    orgId: zId(),
    companyCode: ZOrgCode.min(1, V.required),
    provider: zText(60),
    beginAt: isoTime,
    endAt: isoTime,
  })
  .refine((b) => new Date(b.endAt) >= new Date(b.beginAt), { message: V.endBeforeStart, path: ['endAt'] });
export type TApiKeySaveBody = z.input<typeof ZApiKeySaveBody>;

/** A key's state, derived from its switch and window: active only when enabled and inside the window. */
export const API_KEY_STATES = ['active', 'disabled', 'pending', 'expired'] as const;

export const ZApiKey = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  orgName: z.string(),
  companyCode: z.string(),
  provider: z.string(),
  keyId: z.string(),
  beginAt: z.string(),
  endAt: z.string(),
  enabled: z.boolean(),
  state: z.enum(API_KEY_STATES),
  creator: z.string().nullable(),
  createdAt: z.string(),
});
export type TApiKey = z.infer<typeof ZApiKey>;

export const ZApiKeyListQuery = ZListQuery.extend({
  companyCode: zString().max(32).optional(),
  provider: zString().max(60).optional(),
  state: z.enum(API_KEY_STATES).optional(),
});
export type TApiKeyListQuery = z.input<typeof ZApiKeyListQuery>;

const tags = ['empower'];
const idParams = z.object({ id: zIdParam() });

export const findApiKeysRoute = defineRoute({
  method: 'POST',
  path: 'user-service/empower/list',
  access: 'empower:view',
  tags,
  summary: 'Third-party API keys of the caller subtree',
  body: ZApiKeyListQuery,
  data: ZListResult(ZApiKey),
});
export const createApiKeyRoute = defineRoute({
  method: 'POST',
  path: 'user-service/empower/save',
  access: 'empower:create',
  tags,
  summary: 'Issue a key for an organisation of the caller subtree; the secret is returned once and stored hashed',
  body: ZApiKeySaveBody,
  data: z.object({ id: z.number().int(), keyId: z.string(), secret: z.string(), apiKey: z.string() }),
});
export const enableApiKeyRoute = defineRoute({
  method: 'PUT',
  path: 'user-service/empower/enable/:id',
  access: 'empower:enable',
  tags,
  summary: 'Switch a key on (it works inside its window)',
  params: idParams,
  data: z.null(),
});
export const disableApiKeyRoute = defineRoute({
  method: 'PUT',
  path: 'user-service/empower/disable/:id',
  access: 'empower:disable',
  tags,
  summary: 'Switch a key off at once',
  params: idParams,
  data: z.null(),
});
export const expireApiKeyRoute = defineRoute({
  method: 'PUT',
  path: 'user-service/empower/expire/:id',
  access: 'empower:edit',
  tags,
  summary: 'End a key window now (it can never be used again)',
  params: idParams,
  data: z.null(),
});

/** The open data API a key reads: header `X-Api-Key: <keyId>.<secret>`, GET only. */
export const ZOpenOrg = z.object({
  id: z.number().int(),
  name: z.string(),
  level: z.number().int(),
  code: z.string(),
  parentId: z.number().int().nullable(),
});
export const openOrganizationsRoute = defineRoute({
  method: 'GET',
  path: 'open/v1/organizations',
  access: 'apiKey',
  tags: ['open data'],
  summary: "Organisations of the key's subtree (read-only open data API)",
  data: z.array(ZOpenOrg),
});

/** A robot as the open data API shows it: identity and the few live values a partner dashboard needs. */
export const ZOpenRobot = z.object({
  deviceNumber: z.string(),
  alias: z.string(),
  robotType: z.number().int(),
  online: z.boolean(),
  /** Percent; null until the robot reported it. */
  battery: z.number().nullable(),
});
export type TOpenRobot = z.infer<typeof ZOpenRobot>;
export const openRobotsRoute = defineRoute({
  method: 'GET',
  path: 'open/v1/robots',
  access: 'apiKey',
  tags: ['open data'],
  summary: "Robots the key's subtree sees (its own, and robots hosted to it inside their window), at most 10,000",
  data: z.array(ZOpenRobot),
});
