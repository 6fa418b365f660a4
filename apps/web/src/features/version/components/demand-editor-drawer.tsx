import {
  DEMAND_DESCRIPTION_MAX,
  DemandPriority,
  ZDemandSaveBody,
  ZDemandUpdateBody,
  demandStatesFrom,
  type TDemand,
  type TDemandSaveBody,
  type TDemandState,
} from '@fleet/contracts';
import { Drawer, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { DrawerFooter } from '../../../components/drawer-footer';
import { EnumSelect } from '../../../components/enum-select';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { RobotTypeSelect } from '../../../components/robot-type-select';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors, zodRule } from '../../../lib/form-rules';
import { useCreateDemand, useUpdateDemand } from '../api/demands';

type Values = TDemandSaveBody & { state?: TDemandState };

/** Only what changed goes in an update: the server refuses an unchanged edit with its own message. */
const changes = (d: TDemand, v: Values) =>
  Object.fromEntries(
    Object.entries(v).filter(([k, x]) => {
      if (x === undefined || k === 'orgId') return false;
      const before = d[k as keyof TDemand];
      return Array.isArray(x) ? [...x].sort().join() !== [...(before as number[])].sort().join() : x !== before;
    }),
  );

/** Record a requirement, or edit one and move its state (only to the states the contracts' table allows). */
export const DemandEditorDrawer = ({ demand, onClose }: { demand?: TDemand; onClose: () => void }) => {
  const { t } = useTranslation('version');
  const [form] = Form.useForm<Values>();
  const create = useCreateDemand();
  const update = useUpdateDemand();
  const rule = (name: keyof TDemandSaveBody) => [zodRule(ZDemandSaveBody, name)];
  const submit = (v: Values) => {
    const onError = (e: Error) => applyFieldErrors(form, e);
    if (demand) {
      update.mutate(
        { id: demand.id, ...changes(demand, v) },
        { onSuccess: () => (void feedback().message.success(t('demand.updated')), onClose()), onError },
      );
    } else {
      create.mutate(v, { onSuccess: () => (void feedback().message.success(t('demand.created')), onClose()), onError });
    }
  };
  const initial: Partial<Values> = demand
    ? {
        title: demand.title,
        description: demand.description,
        robotTypes: demand.robotTypes,
        priority: demand.priority,
        state: demand.state,
      }
    : { priority: DemandPriority.NORMAL, description: '' };
  return (
    <Drawer open onClose={onClose} size={560} title={demand ? t('demand.edit') : t('demand.new')} destroyOnHidden>
      <Form<Values> form={form} name="demand" layout="vertical" initialValues={initial} onFinish={submit} aria-label={t('demand.edit')}>
        <Form.Item name="title" label={t('demand.fields.title')} rules={rule('title')} required>
          <Input autoComplete="off" placeholder={t('demand.placeholders.title')} />
        </Form.Item>
        <Form.Item name="description" label={t('demand.fields.description')} rules={rule('description')}>
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} showCount maxLength={DEMAND_DESCRIPTION_MAX} />
        </Form.Item>
        <Form.Item name="robotTypes" label={t('demand.fields.robotTypes')} rules={rule('robotTypes')} required>
          <RobotTypeSelect mode="multiple" placeholder={t('demand.placeholders.robotTypes')} />
        </Form.Item>
        <Flex gap={16}>
          <Form.Item name="priority" label={t('demand.fields.priority')} rules={rule('priority')} required style={{ flex: 1 }}>
            <EnumSelect enumName="DemandPriority" />
          </Form.Item>
          {demand && (
            <Form.Item name="state" label={t('demand.fields.state')} rules={[zodRule(ZDemandUpdateBody, 'state')]} style={{ flex: 1 }}>
              <EnumSelect enumName="DemandState" only={demandStatesFrom(demand.state)} />
            </Form.Item>
          )}
        </Flex>
        {!demand && (
          <Form.Item name="orgId" label={t('demand.fields.organization')} extra={t('demand.orgHint')}>
            <OrgTreeSelect placeholder={t('demand.placeholders.organization')} />
          </Form.Item>
        )}
        <DrawerFooter onCancel={onClose} saving={create.isPending || update.isPending} />
      </Form>
    </Drawer>
  );
};
