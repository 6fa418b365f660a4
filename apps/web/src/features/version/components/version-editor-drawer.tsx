import {
  SoftwareType,
  VERSION_DESCRIPTION_MAX,
  VERSION_MAJOR_MAX,
  ZVersionSaveBody,
  type TSoftwareVersion,
  type TVersionSaveBody,
} from '@fleet/contracts';
import { Alert, Drawer, Flex, Form, Input, InputNumber, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DrawerFooter } from '../../../components/drawer-footer';
import { EnumSelect } from '../../../components/enum-select';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { usePermission } from '../../../components/permission';
import { RobotTypeSelect } from '../../../components/robot-type-select';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors, zodRule } from '../../../lib/form-rules';
import { useCreateVersion, useDemandOptions, useReleaseNoteOptions, useUpdateVersion } from '../api/versions';

type Values = Omit<TVersionSaveBody, 'releaseNoteId'> & { releaseNoteId?: number | null };

/** What the row holds, in the form's field names, to compare an edit against. */
const current = (v: TSoftwareVersion): Values => ({
  softwareType: v.softwareType,
  major: v.major,
  minor: v.minor,
  description: v.description,
  robotTypes: v.robotTypes,
  demandIds: v.demands.map((d) => d.id),
  releaseNoteId: v.releaseNote?.id ?? null,
});

/** Only what changed goes in an update: the server refuses an unchanged edit with its own message. */
const changes = (v: TSoftwareVersion, next: Values) => {
  const before = current(v) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries({ ...next, releaseNoteId: next.releaseNoteId ?? null }).filter(([k, x]) => {
      if (x === undefined || k === 'orgId') return false;
      const was = before[k];
      return Array.isArray(x) ? [...x].sort().join() !== [...(was as number[])].sort().join() : x !== was;
    }),
  );
};

/** Define a version, or edit one; its type and number are fixed once packages were submitted for it. */
export const VersionEditorDrawer = ({ version, onClose }: { version?: TSoftwareVersion; onClose: () => void }) => {
  const { t } = useTranslation('version');
  const [form] = Form.useForm<Values>();
  const create = useCreateVersion();
  const update = useUpdateVersion();
  const demands = useDemandOptions(usePermission('demand:view'));
  const notes = useReleaseNoteOptions(usePermission('versionDoc:view'));
  const locked = !!version && version.packages > 0;
  const rule = (name: keyof TVersionSaveBody) => [zodRule(ZVersionSaveBody, name)];
  const submit = (v: Values) => {
    const onError = (e: Error) => applyFieldErrors(form, e);
    const done = (key: string) => () => (void feedback().message.success(t(key)), onClose());
    if (version) update.mutate({ id: version.id, ...changes(version, v) }, { onSuccess: done('definition.updated'), onError });
    else create.mutate({ ...v, releaseNoteId: v.releaseNoteId ?? null }, { onSuccess: done('definition.created'), onError });
  };
  // The row's own links stay choosable even when the pickers' lists do not hold them.
  const demandOptions = new Map((version?.demands ?? []).map((d) => [d.id, d.title]));
  for (const d of demands.data?.list ?? []) demandOptions.set(d.id, d.title);
  const noteOptions = new Map(version?.releaseNote ? [[version.releaseNote.id, version.releaseNote.title]] : []);
  for (const d of notes.data ?? []) noteOptions.set(d.id, d.title);
  const initial: Partial<Values> = version
    ? current(version)
    : { softwareType: SoftwareType.MAIN_UNIT, demandIds: [], releaseNoteId: null, description: '' };
  const title = version ? t('definition.edit') : t('definition.new');
  return (
    <Drawer open onClose={onClose} size={600} title={title} destroyOnHidden>
      <Form<Values>
        form={form}
        name="version"
        layout="vertical"
        initialValues={initial}
        onFinish={submit}
        aria-label={t('definition.edit')}
      >
        {locked && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('definition.lockedHint')} />}
        <Flex gap={16}>
          <Form.Item
            name="softwareType"
            label={t('definition.fields.softwareType')}
            rules={rule('softwareType')}
            required
            style={{ flex: 2 }}
          >
            <EnumSelect enumName="SoftwareType" disabled={locked} />
          </Form.Item>
          <Form.Item name="major" label={t('definition.fields.major')} rules={rule('major')} required style={{ flex: 1 }}>
            <InputNumber disabled={locked} min={0} max={VERSION_MAJOR_MAX} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="minor" label={t('definition.fields.minor')} rules={rule('minor')} required style={{ flex: 1 }}>
            <Input disabled={locked} autoComplete="off" placeholder={t('definition.placeholders.minor')} maxLength={12} />
          </Form.Item>
        </Flex>
        <Typography.Paragraph type="secondary" style={{ marginTop: -12 }}>
          {t('definition.minorHint')}
        </Typography.Paragraph>
        <Form.Item name="description" label={t('definition.fields.description')} rules={rule('description')} required>
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 10 }}
            showCount
            maxLength={VERSION_DESCRIPTION_MAX}
            placeholder={t('definition.placeholders.description')}
          />
        </Form.Item>
        <Form.Item name="robotTypes" label={t('definition.fields.robotTypes')} rules={rule('robotTypes')} required>
          <RobotTypeSelect mode="multiple" placeholder={t('definition.placeholders.robotTypes')} />
        </Form.Item>
        <Form.Item name="demandIds" label={t('definition.fields.demands')} rules={rule('demandIds')}>
          <Select
            mode="multiple"
            optionFilterProp="label"
            loading={demands.isFetching}
            placeholder={t('definition.placeholders.demands')}
            options={[...demandOptions].map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
        <Form.Item name="releaseNoteId" label={t('definition.fields.releaseNote')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={notes.isFetching}
            placeholder={t('definition.placeholders.releaseNote')}
            options={[...noteOptions].map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
        {!version && (
          <Form.Item name="orgId" label={t('definition.fields.organization')} extra={t('definition.orgHint')}>
            <OrgTreeSelect placeholder={t('definition.placeholders.organization')} />
          </Form.Item>
        )}
        <DrawerFooter onCancel={onClose} saving={create.isPending || update.isPending} />
      </Form>
    </Drawer>
  );
};
