import {
  MAINTAIN_PICTURES_MAX,
  ZMaintainRecordSaveBody,
  type TMaintainRecord,
  type TMaintainRecordSaveBody,
  type TReplacement,
} from '@fleet/contracts';
import { ConfigProvider, DatePicker, Drawer, Form, Input, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DrawerFooter } from '../../../components/drawer-footer';
import { PictureUpload } from '../../../components/picture-upload';
import { EnumSelect } from '../../../components/enum-select';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors, zodRule } from '../../../lib/form-rules';
import { useCreateMaintainRecord, useUpdateMaintainRecord } from '../api/maintain-records';
import { MaintainRobotSelect } from './maintain-robot-select';
import { RecordPictures, ReplacementLines } from './record-cells';
import { ReplacementsField } from './replacements-field';

type Own = 'maintainer' | 'maintainedAt' | 'address' | 'cause' | 'problem' | 'phone' | 'category';
type Values = Pick<TMaintainRecordSaveBody, Own> & { robotId?: number; replacements?: TReplacement[]; pictures?: number[] };
const OWN: readonly Own[] = ['maintainer', 'maintainedAt', 'address', 'cause', 'problem', 'phone', 'category'];

/** The form holds the time as the contract's ISO instant; the picker shows it to the minute. */
const instantProps = (v: string | undefined) => ({ value: v ? dayjs(v) : null });
const toInstant = (d: Dayjs | null | undefined) => (d ? d.toISOString() : undefined);
const sameInstant = (a: string, b: string) => Date.parse(a) === Date.parse(b);

/** Only what changed goes in an update: the server refuses an unchanged edit with its own message. */
const changes = (r: TMaintainRecord, v: Values) =>
  Object.fromEntries(OWN.filter((k) => (k === 'maintainedAt' ? !sameInstant(v[k], r[k]) : v[k] !== r[k])).map((k) => [k, v[k]]));

/** A line sends where the removed part goes only when a part is taken out. */
const lineBody = ({ removeId, removedTo, installId }: TReplacement): TReplacement => ({
  ...(removeId !== undefined && { removeId, removedTo }),
  ...(installId !== undefined && { installId }),
});

/** Phones: every control at least 48 px tall for touch (design.md §7). */
const TOUCH = { token: { controlHeightLG: 48 } };

interface Props {
  /** The record edited; a new one when left out. */
  record?: TMaintainRecord;
  /** Full screen with large controls (the phone twin). */
  mobile?: boolean;
  onClose: () => void;
}

/**
 * A new maintenance record (robot, who, when, where, why, what, contact, category, the components
 * replaced), or an edit of a record's own fields: its robot and replacements happened and stay as
 * they were. Rules are the contract's; the server's refusals land on the field (or line) they name.
 */
export const MaintainEditor = ({ record, mobile, onClose }: Props) => {
  const { t } = useTranslation('maintainRecord');
  const [form] = Form.useForm<Values>();
  const robotId = Form.useWatch('robotId', form);
  const create = useCreateMaintainRecord();
  const update = useUpdateMaintainRecord();
  const [initial] = useState<Partial<Values>>(() =>
    record ? Object.fromEntries(OWN.map((k) => [k, record[k]])) : { maintainedAt: new Date().toISOString(), replacements: [] },
  );
  const rule = (name: keyof TMaintainRecordSaveBody) => [zodRule(ZMaintainRecordSaveBody, name)];
  const size = mobile ? 'large' : 'middle';
  const submit = (v: Values) => {
    const onError = (e: Error) => applyFieldErrors(form, e);
    const done = (text: string) => (void feedback().message.success(text), onClose());
    if (record) {
      update.mutate({ id: record.id, ...changes(record, v) }, { onSuccess: () => done(t('updated')), onError });
    } else {
      const body = { ...v, robotId: v.robotId!, pictures: v.pictures ?? [], replacements: (v.replacements ?? []).map(lineBody) };
      create.mutate(body, { onSuccess: () => done(t('created')), onError });
    }
  };
  // Another robot has other parts installed: what was to be taken out of the last one is chosen again.
  const onValuesChange = (changed: Partial<Values>) => {
    if (!('robotId' in changed)) return;
    const lines = form.getFieldValue('replacements') as TReplacement[] | undefined;
    if (lines?.length)
      form.setFieldValue(
        'replacements',
        lines.map((l) => ({ ...l, removeId: undefined })),
      );
  };
  const title = record ? t('edit') : t('new');
  const text = (name: 'maintainer' | 'address' | 'cause', max: number) => (
    <Form.Item name={name} label={t(`shared:fields.${name}`)} rules={rule(name)} required>
      <Input autoComplete="off" maxLength={max} placeholder={t(`placeholders.${name}`)} />
    </Form.Item>
  );
  const content = (
    <Form<Values>
      form={form}
      name="maintain-record"
      layout="vertical"
      size={size}
      initialValues={initial}
      onFinish={submit}
      onValuesChange={onValuesChange}
      aria-label={title}
    >
      {record ? (
        <Form.Item label={t('shared:fields.robotId')}>
          <Typography.Text strong>{[record.deviceNumber, record.robotAlias].filter(Boolean).join(' · ')}</Typography.Text>
        </Form.Item>
      ) : (
        <Form.Item name="robotId" label={t('shared:fields.robotId')} rules={rule('robotId')} required>
          <MaintainRobotSelect size={size} />
        </Form.Item>
      )}
      {text('maintainer', 30)}
      <Form.Item
        name="maintainedAt"
        label={t('shared:fields.maintainedAt')}
        rules={rule('maintainedAt')}
        required
        getValueProps={instantProps}
        normalize={toInstant}
      >
        <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="category" label={t('shared:fields.category')} rules={rule('category')} required>
        <EnumSelect enumName="MaintainCategory" placeholder={t('placeholders.category')} />
      </Form.Item>
      {text('address', 300)}
      {text('cause', 300)}
      <Form.Item name="problem" label={t('shared:fields.problem')} rules={rule('problem')} required>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} showCount maxLength={300} placeholder={t('placeholders.problem')} />
      </Form.Item>
      <Form.Item name="phone" label={t('shared:fields.phone')} rules={rule('phone')} required>
        <Input type="tel" inputMode="tel" autoComplete="tel" maxLength={20} placeholder={t('placeholders.phone')} />
      </Form.Item>
      {record ? (
        <>
          <Form.Item label={t('shared:fields.pictures')}>
            <RecordPictures ids={record.pictures} />
          </Form.Item>
          <Form.Item label={t('shared:fields.replacements')} extra={t('replacement.readOnly')}>
            <ReplacementLines replacements={record.replacements} />
          </Form.Item>
        </>
      ) : (
        <>
          <Form.Item name="pictures" label={t('shared:fields.pictures')} rules={rule('pictures')}>
            <PictureUpload max={MAINTAIN_PICTURES_MAX} testId="maintain-picture-input" camera={mobile} />
          </Form.Item>
          <ReplacementsField robotId={robotId} size={size} />
        </>
      )}
      <DrawerFooter onCancel={onClose} saving={create.isPending || update.isPending} />
    </Form>
  );
  return (
    <Drawer open onClose={onClose} size={mobile ? '100%' : 640} title={title} destroyOnHidden>
      {mobile ? <ConfigProvider theme={TOUCH}>{content}</ConfigProvider> : content}
    </Drawer>
  );
};
