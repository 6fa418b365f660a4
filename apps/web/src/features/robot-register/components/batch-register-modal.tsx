import { ROBOT_BATCH_MAX, type TRobotCredential } from '@fleet/contracts';
import { Alert, Button, Flex, Form, Input, InputNumber, Modal, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { RobotTypeSelect } from '../../../components/robot-type-select';
import { applyFieldErrors, zodRule } from '../../../lib/form-rules';
import { useRobotTypes } from '../../../lib/robot-types';
import { useRegisterRobotBatch } from '../api/register-robot-batch';
import { batchPreview, deviceModelRule, numberPrefix, toBatchBody, ZBatchForm } from './register-form';

interface Props {
  open: boolean;
  onClose: () => void;
  onRegistered: (creds: TRobotCredential[]) => void;
  mobile?: boolean;
}

const MONO: React.CSSProperties = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' };

/** Bulk registration: consecutive 5-digit numbers, all or nothing; shows the numbers it will create. */
export const BatchRegisterModal = ({ open, onClose, onRegistered, mobile }: Props) => {
  const { t } = useTranslation('robotRegister');
  const [form] = Form.useForm();
  const batch = useRegisterRobotBatch();
  const { types, byModel } = useRobotTypes();
  const values = Form.useWatch([], form) as Parameters<typeof batchPreview>[0] | undefined;
  const preview = values ? batchPreview(values) : null;
  const rule = (name: string) => [zodRule(ZBatchForm, name)];
  const submit = (v: unknown) =>
    batch.mutate(toBatchBody(v), {
      onSuccess: (r) => {
        onRegistered(r.robots);
        batch.reset();
      },
      onError: (err) => applyFieldErrors(form, err),
    });
  return (
    <Modal open={open} onCancel={onClose} title={t('actions.batch')} footer={null} destroyOnHidden width={mobile ? '100%' : 600}>
      <Form
        form={form}
        name="robot-register-batch"
        layout="vertical"
        size={mobile ? 'large' : undefined}
        aria-label={t('actions.batch')}
        initialValues={{ simulated: true, count: 10 }}
        onFinish={submit}
        onValuesChange={(changed: { model?: string }) => {
          const type = changed.model ? byModel(changed.model.trim())?.code : undefined;
          if (type) form.setFieldValue('robotType', type);
        }}
      >
        <Flex gap={16} wrap>
          <Form.Item
            name="model"
            label={t('robot:fields.model')}
            rules={[...rule('model'), deviceModelRule(types, (m) => m)]}
            dependencies={['robotType']}
            required
            style={{ flex: 1, minWidth: 160 }}
          >
            <Input autoComplete="off" placeholder="130" />
          </Form.Item>
          <Form.Item
            name="robotType"
            label={t('robot:fields.robotType')}
            rules={[{ required: true, message: t('shared:validation.required') }, ...rule('robotType')]}
            style={{ flex: 1, minWidth: 160 }}
          >
            <RobotTypeSelect />
          </Form.Item>
        </Flex>
        <Form.Item name="simulated" label={t('fields.simulatedSwitch')} valuePropName="checked">
          <Switch aria-label={t('fields.simulatedSwitch')} />
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item
            name="count"
            label={t('fields.count')}
            rules={rule('count')}
            required
            extra={t('hints.count', { max: ROBOT_BATCH_MAX })}
            style={{ flex: 1, minWidth: 200 }}
          >
            <InputNumber min={1} max={ROBOT_BATCH_MAX} precision={0} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item
            name="startSuffix"
            label={t('fields.startSuffix')}
            rules={rule('startSuffix')}
            extra={t('hints.startSuffix')}
            style={{ flex: 1, minWidth: 200 }}
          >
            <InputNumber min={0} precision={0} style={{ width: 160 }} />
          </Form.Item>
        </Flex>
        <Form.Item name="aliasPrefix" label={t('fields.aliasPrefix')} rules={rule('aliasPrefix')} extra={t('hints.aliasPrefix')}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="orgId" label={t('robot:fields.organization')} extra={t('hints.organization')}>
          <OrgTreeSelect allowClear size={mobile ? 'large' : 'middle'} placeholder={t('hints.organizationPlaceholder')} />
        </Form.Item>
        <Alert
          type="info"
          style={{ marginBottom: 16 }}
          title={
            preview ? (
              <Flex vertical gap={4} data-testid="batch-preview">
                <span>{t('batch.preview', { count: values?.count ?? 0 })}</span>
                <Typography.Text style={MONO}>{preview.join('  ')}</Typography.Text>
              </Flex>
            ) : values?.model ? (
              t('batch.previewAuto', { prefix: numberPrefix(!!values.simulated, values.model.trim()), count: values.count ?? 0 })
            ) : (
              t('batch.previewEmpty')
            )
          }
        />
        <Flex gap={8} justify="flex-end">
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={batch.isPending}>
            {t('actions.batchSubmit')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
};
