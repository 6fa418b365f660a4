import { LANDMARK_ORG_LEVEL, ZOrgFields, type TOrg, type TOrgTreeNode } from '@fleet/contracts';
import { Alert, Button, Flex, Form, Input, type UploadFile } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors, zodRule } from '../../../lib/form-rules';
import { useCreateLandmarkOrg } from '../api/create-landmark-org';
import type { LandmarkOrgInput } from '../api/landmark-form-data';
import { useUpdateLandmarkOrg } from '../api/update-landmark-org';
import { chosenFile, LANDMARK_MAX_SIZE, LandmarkFileField } from './landmark-file-field';
import { SiteCoordinatesFields } from './site-coordinates-fields';

const TEXT_FIELDS = ['code', 'contactName', 'phone', 'type'] as const;

type Values = LandmarkOrgInput & { file?: UploadFile[] };

interface Props {
  /** The point being edited (a level-4 organisation); absent when creating. */
  org?: TOrg;
  /** Parent preselected when creating. */
  parentId?: number;
  onDone: () => void;
  size?: 'large' | 'middle';
}

/** Create or edit a point-level organisation with its landmark file, checked with the contract schema. */
export const LandmarkForm = ({ org, parentId, onDone, size }: Props) => {
  const { t } = useTranslation('organization');
  const [form] = Form.useForm<Values>();
  const create = useCreateLandmarkOrg();
  const update = useUpdateLandmarkOrg();
  // A point sits below an organisation of a higher level (smaller number).
  const disableParent = useCallback((n: TOrgTreeNode) => n.level >= LANDMARK_ORG_LEVEL, []);
  // ZOrgFields also wants `level`; the form has none (always 4), so that issue is never reported.
  const rule = (name: string) => [zodRule(ZOrgFields, name)];
  const submit = ({ file, ...fields }: Values) => {
    const done = (text: string) => () => {
      void feedback().message.success(text);
      onDone();
    };
    const onError = (err: unknown) => applyFieldErrors(form, err);
    const chosen = chosenFile(file);
    if (org)
      update.mutate(
        { id: org.id, fields: { ...fields, parentId: org.parentId! }, file: chosen },
        { onSuccess: done(t('landmark.saved')), onError },
      );
    else if (chosen) create.mutate({ fields, file: chosen }, { onSuccess: done(t('landmark.created')), onError });
  };
  const initial: Partial<Values> = org
    ? {
        parentId: org.parentId ?? undefined,
        name: org.name,
        code: org.code,
        contactName: org.contactName ?? '',
        phone: org.phone ?? '',
        type: org.type ?? '',
        area: org.area ?? '',
        longitude: org.longitude,
        latitude: org.latitude,
      }
    : { parentId };
  return (
    <Form
      form={form}
      name="landmark-org"
      layout="vertical"
      aria-label={org ? t('landmark.edit') : t('landmark.create')}
      initialValues={initial}
      onFinish={submit}
    >
      {!org && <Alert type="info" showIcon title={t('landmark.hint', { size: LANDMARK_MAX_SIZE })} style={{ marginBottom: 16 }} />}
      <Form.Item name="parentId" label={t('fields.parent')} rules={rule('parentId')} required>
        <OrgTreeSelect disable={disableParent} disabled={!!org} placeholder={t('placeholders.parent')} size={size} />
      </Form.Item>
      <Form.Item name="name" label={t('fields.name')} rules={rule('name')} required>
        <Input size={size} />
      </Form.Item>
      {TEXT_FIELDS.map((f) => (
        <Form.Item key={f} name={f} label={t(`fields.${f}`)} rules={rule(f)}>
          <Input size={size} placeholder={f === 'code' ? t('placeholders.code') : undefined} disabled={!!org && f === 'code'} />
        </Form.Item>
      ))}
      <Form.Item name="area" label={t('fields.area')} rules={rule('area')}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <SiteCoordinatesFields size={size} />
      <LandmarkFileField required={!org} size={size} />
      <Flex gap={8} justify="flex-end">
        <Button size={size} onClick={onDone}>
          {t('common:cancel')}
        </Button>
        <Button size={size} type="primary" htmlType="submit" loading={create.isPending || update.isPending}>
          {t('common:save')}
        </Button>
      </Flex>
    </Form>
  );
};
