import {
  ROBOT_CAPABILITIES,
  ZRobotTypeSaveBody,
  type TRobotCapability,
  type TRobotTypeConsumable,
  type TRobotTypeRow,
  type TRobotTypeUpdateBody,
} from '@fleet/contracts';
import { Checkbox, Drawer, Flex, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { DrawerFooter } from '../../../components/drawer-footer';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors, zodRule } from '../../../lib/form-rules';
import { useCreateRobotType, useUpdateRobotType } from '../api/robot-types';
import { ConsumablesField } from './consumables-field';
import { PictureField } from './picture-field';
import { typeName } from './robot-type-cells';

interface Values {
  code: number;
  model: string;
  nameZh: string;
  nameEn: string;
  nameJa: string;
  capabilities: TRobotCapability[];
  consumables: TRobotTypeConsumable[];
  pictureId: number | null;
}
const TEXTS = ['model', 'nameZh', 'nameEn', 'nameJa'] as const;

/** Only what changed goes in an update: the server refuses an unchanged edit with its own message. */
const changes = (r: TRobotTypeRow, v: Values): Omit<TRobotTypeUpdateBody, 'code'> => {
  const out: Omit<TRobotTypeUpdateBody, 'code'> = {};
  for (const k of TEXTS) if (v[k] !== undefined && v[k] !== r[k]) out[k] = v[k];
  const set = (list: readonly string[]) => [...list].sort().join();
  if (set(v.capabilities) !== set(r.capabilities)) out.capabilities = v.capabilities;
  // The order of the consumables is the order robots' screens list them in: a reorder is a change.
  const consumables = v.consumables.map(({ key, lifespanHours }) => ({ key, lifespanHours }));
  if (JSON.stringify(consumables) !== JSON.stringify(r.consumables)) out.consumables = consumables;
  if (v.pictureId !== r.pictureId) out.pictureId = v.pictureId;
  return out;
};

/** Add a type to the platform's catalogue, or edit one; its code never changes, its model number only while no robot carries it. */
export const RobotTypeEditorDrawer = ({ type, onClose }: { type?: TRobotTypeRow; onClose: () => void }) => {
  const { t } = useTranslation('robotType');
  const [form] = Form.useForm<Values>();
  const model = Form.useWatch('model', form);
  const create = useCreateRobotType();
  const update = useUpdateRobotType();
  const rule = (name: keyof Values) => [zodRule(ZRobotTypeSaveBody, name)];
  const modelLocked = !!type && type.robots > 0;
  const submit = (raw: Values) => {
    const v: Values = {
      ...raw,
      capabilities: raw.capabilities ?? [],
      consumables: raw.consumables ?? [],
      pictureId: raw.pictureId ?? null,
    };
    const onError = (e: Error) => applyFieldErrors(form, e);
    const done = (text: string) => (void feedback().message.success(text), onClose());
    if (type) {
      update.mutate({ code: type.code, ...changes(type, v) }, { onSuccess: () => done(t('updated', { name: typeName(v) })), onError });
    } else {
      create.mutate(v, { onSuccess: () => done(t('created', { name: typeName(v) })), onError });
    }
  };
  const initial: Partial<Values> = type
    ? {
        code: type.code,
        model: type.model,
        nameZh: type.nameZh,
        nameEn: type.nameEn,
        nameJa: type.nameJa,
        capabilities: type.capabilities,
        consumables: type.consumables,
        pictureId: type.pictureId,
      }
    : { capabilities: [], consumables: [], pictureId: null };
  const title = type ? t('edit') : t('new');
  const name = (field: 'nameZh' | 'nameEn' | 'nameJa') => (
    <Form.Item name={field} label={t(`fields.${field}`)} rules={rule(field)} required style={{ flex: 1, minWidth: 0 }}>
      <Input autoComplete="off" maxLength={30} placeholder={t(`placeholders.${field}`)} />
    </Form.Item>
  );
  return (
    <Drawer open onClose={onClose} size={640} title={title} destroyOnHidden>
      <Form<Values> form={form} name="robot-type" layout="vertical" initialValues={initial} onFinish={submit} aria-label={title}>
        <Flex gap={16}>
          <Form.Item
            name="code"
            label={t('fields.code')}
            rules={type ? undefined : rule('code')}
            required
            extra={type ? t('codeLocked') : t('codeHint')}
            style={{ flex: 1 }}
          >
            <InputNumber min={1} max={32767} precision={0} disabled={!!type} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="model"
            label={t('fields.model')}
            rules={modelLocked ? undefined : rule('model')}
            required
            extra={modelLocked ? t('modelLocked', { count: type.robots }) : t('modelHint', { model: model || '130' })}
            style={{ flex: 1 }}
          >
            <Input autoComplete="off" maxLength={10} disabled={modelLocked} placeholder={t('placeholders.model')} />
          </Form.Item>
        </Flex>
        <Flex gap={16}>
          {name('nameZh')}
          {name('nameEn')}
          {name('nameJa')}
        </Flex>
        <Form.Item name="capabilities" label={t('fields.capabilities')}>
          <Checkbox.Group options={ROBOT_CAPABILITIES.map((c) => ({ value: c, label: t(`capabilities.${c}`) }))} />
        </Form.Item>
        <ConsumablesField />
        <Form.Item name="pictureId" label={t('fields.picture')} extra={t('pictureHint')}>
          <PictureField alt={type ? t('pictureAlt', { name: typeName(type) }) : t('fields.picture')} />
        </Form.Item>
        <DrawerFooter onCancel={onClose} saving={create.isPending || update.isPending} />
      </Form>
    </Drawer>
  );
};
