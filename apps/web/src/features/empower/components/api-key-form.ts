import { ZApiKeySaveBody, type TApiKeySaveBody } from '@fleet/contracts';
import type { FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import { z } from 'zod';
import { applyFieldErrors } from '../../../lib/form-rules';
import { ApiError } from '../../../lib/request';

/** What the "New key" form holds: the validity is one range picker, sent as ISO beginAt/endAt. */
export interface ApiKeyFormValues {
  orgId?: number;
  companyCode?: string;
  provider?: string;
  validity?: [Dayjs | null, Dayjs | null] | null;
}

export const toApiKeyBody = (v: ApiKeyFormValues): Partial<TApiKeySaveBody> => ({
  orgId: v.orgId,
  companyCode: v.companyCode,
  provider: v.provider,
  beginAt: v.validity?.[0]?.toISOString(),
  endAt: v.validity?.[1]?.toISOString(),
});

/** The contract body schema, read through the form's shape, so `zodRule` checks the fields as the server will. */
export const ZApiKeyForm = z.preprocess((v) => toApiKeyBody(v as ApiKeyFormValues), ZApiKeySaveBody);

const FORM_PATH: Record<string, string> = { beginAt: 'validity', endAt: 'validity' };

/** Marks the fields a server validation answer names; beginAt/endAt land on the range picker. */
export const applyApiKeyFieldErrors = (form: FormInstance, err: unknown) => {
  if (!(err instanceof ApiError)) return false;
  const fields = (err.data as { fields?: { path: string; code: string }[] } | null)?.fields;
  if (!fields?.length) return false;
  const mapped = fields.map((f) => ({ ...f, path: FORM_PATH[f.path] ?? f.path }));
  return applyFieldErrors(
    form,
    new ApiError({ kind: err.kind, msg: err.msg, code: err.code, status: err.status, data: { fields: mapped } }),
  );
};
