import {
  COMPONENT_LIFESPAN_MAX_HOURS,
  ComponentKind,
  RobotType,
  ZComponentModelSaveBody,
  type TComponentModel,
  type TComponentModelSaveBody,
} from '@fleet/contracts';
import { Drawer, Flex, Form, Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { DrawerFooter } from '../../../components/drawer-footer';
import { EnumSelect } from '../../../components/enum-select';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { RobotTypeSelect } from '../../../components/robot-type-select';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors, zodRefineRule, zodRule } from '../../../lib/form-rules';
import { useCreateComponentModel, useUpdateComponentModel } from '../api/component-models';

type Values = TComponentModelSaveBody;

/**
 * Zod checks the "a consumable has a lifespan" refinement only once the rest of the body is valid:
 * these stand-ins let the lifespan field report its own message while the others are still empty.
 */
const LIFESPAN_FILL = { model: 'M', kind: ComponentKind.OTHER, robotTypes: [RobotType.M130], consumable: true };

/** Only what changed goes in an update: the server refuses an unchanged edit with its own message. */
const changes = (m: TComponentModel, v: Values) =>
  Object.fromEntries(
    Object.entries(v).filter(([k, x]) => {
      if (x === undefined || k === 'orgId') return false;
      const before = m[k as keyof TComponentModel];
      return Array.isArray(x) ? [...x].sort().join() !== [...(before as number[])].sort().join() : x !== before;
    }),
  );

/** Add a component model to an organisation's catalogue, or edit one. */
export const ComponentModelEditorDrawer = ({ model, onClose }: { model?: TComponentModel; onClose: () => void }) => {
  const { t } = useTranslation('component');
  const [form] = Form.useForm<Values>();
  const consumable = Form.useWatch('consumable', form);
  const create = useCreateComponentModel();
  const update = useUpdateComponentModel();
  const rule = (name: keyof TComponentModelSaveBody) => [zodRule(ZComponentModelSaveBody, name)];
  const submit = (v: Values) => {
    const onError = (e: Error) => applyFieldErrors(form, e);
    const done = (text: string) => (void feedback().message.success(text), onClose());
    if (model) {
      // A part that stops being a consumable loses its lifespan: null clears the stored one.
      const body = { ...v, lifespanHours: v.consumable ? v.lifespanHours : null };
      update.mutate({ id: model.id, ...changes(model, body) }, { onSuccess: () => done(t('updated')), onError });
    } else {
      // The contract wants no lifespan at all on a part that is not a consumable.
      const body = { ...v, lifespanHours: v.consumable ? v.lifespanHours : undefined };
      create.mutate(body, { onSuccess: () => done(t('created')), onError });
    }
  };
  const initial: Partial<Values> = model
    ? {
        model: model.model,
        kind: model.kind,
        vendor: model.vendor,
        consumable: model.consumable,
        lifespanHours: model.lifespanHours,
        robotTypes: model.robotTypes,
        description: model.description,
      }
    : { consumable: false, vendor: '', description: '' };
  return (
    <Drawer open onClose={onClose} size={560} title={model ? t('edit') : t('new')} destroyOnHidden>
      <Form<Values> form={form} name="component-model" layout="vertical" initialValues={initial} onFinish={submit} aria-label={t('edit')}>
        <Flex gap={16}>
          <Form.Item name="model" label={t('fields.model')} rules={rule('model')} required style={{ flex: 1 }}>
            <Input autoComplete="off" placeholder={t('placeholders.model')} />
          </Form.Item>
          <Form.Item name="kind" label={t('fields.kind')} rules={rule('kind')} required style={{ flex: 1 }}>
            <EnumSelect enumName="ComponentKind" placeholder={t('placeholders.kind')} />
          </Form.Item>
        </Flex>
        <Form.Item name="vendor" label={t('fields.vendor')} rules={rule('vendor')}>
          <Input autoComplete="off" placeholder={t('placeholders.vendor')} />
        </Form.Item>
        <Flex gap={16}>
          <Form.Item
            name="consumable"
            label={t('fields.consumable')}
            valuePropName="checked"
            extra={t('consumableHint')}
            style={{ flex: 1 }}
          >
            <Switch />
          </Form.Item>
          {consumable && (
            <Form.Item
              name="lifespanHours"
              label={t('fields.lifespanHours')}
              rules={[zodRefineRule(ZComponentModelSaveBody, 'lifespanHours', LIFESPAN_FILL)]}
              required
              style={{ flex: 1 }}
            >
              <InputNumber min={1} max={COMPONENT_LIFESPAN_MAX_HOURS} precision={0} style={{ width: '100%' }} suffix={t('hours')} />
            </Form.Item>
          )}
        </Flex>
        <Form.Item name="robotTypes" label={t('fields.robotTypes')} rules={rule('robotTypes')} required>
          <RobotTypeSelect mode="multiple" placeholder={t('placeholders.robotTypes')} />
        </Form.Item>
        <Form.Item name="description" label={t('fields.description')} rules={rule('description')}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} showCount maxLength={300} />
        </Form.Item>
        {!model && (
          <Form.Item name="orgId" label={t('fields.organization')} extra={t('orgHint')}>
            <OrgTreeSelect placeholder={t('placeholders.organization')} />
          </Form.Item>
        )}
        <DrawerFooter onCancel={onClose} saving={create.isPending || update.isPending} />
      </Form>
    </Drawer>
  );
};
