import { ZRobotUpdateBody, type TRobot } from '@fleet/contracts';
import { Button, Flex, Form, Input, Modal, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors, zodRule } from '../../../lib/form-rules';
import { useUpdateRobot } from '../api/update-robot';

interface Props {
  robot: TRobot | null;
  onClose: () => void;
  mobile?: boolean;
}

type Values = { alias: string; orgId: number; enabled: boolean; testing: boolean };

/** Edit alias, organisation, the enabled switch and "marked for testing"; only changed fields are sent (the server refuses an unchanged edit). */
export const RobotEditModal = ({ robot, onClose, mobile }: Props) => {
  const { t } = useTranslation('robotRegister');
  const [form] = Form.useForm<Values>();
  const update = useUpdateRobot();
  if (!robot) return null;
  const submit = (v: Values) => {
    const body = {
      id: robot.id,
      ...(v.alias.trim() !== robot.alias ? { alias: v.alias.trim() } : {}),
      ...(v.orgId !== robot.orgId ? { orgId: v.orgId } : {}),
      ...(v.enabled !== robot.enabled ? { enabled: v.enabled } : {}),
      ...(v.testing !== robot.testing ? { testing: v.testing } : {}),
    };
    update.mutate(body, {
      onSuccess: () => {
        void feedback().message.success(t('saved'));
        onClose();
      },
      onError: (err) => applyFieldErrors(form, err),
    });
  };
  return (
    <Modal
      open
      onCancel={onClose}
      title={t('edit.title', { number: robot.deviceNumber })}
      footer={null}
      destroyOnHidden
      width={mobile ? '100%' : 520}
    >
      <Form<Values>
        form={form}
        name="robot-edit"
        layout="vertical"
        size={mobile ? 'large' : undefined}
        aria-label={t('edit.title', { number: robot.deviceNumber })}
        initialValues={{ alias: robot.alias, orgId: robot.orgId, enabled: robot.enabled, testing: robot.testing }}
        onFinish={submit}
      >
        <Form.Item name="alias" label={t('robot:fields.alias')} rules={[zodRule(ZRobotUpdateBody.pick({ alias: true }), 'alias')]} required>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="orgId" label={t('robot:fields.organization')} required>
          <OrgTreeSelect size={mobile ? 'large' : 'middle'} />
        </Form.Item>
        <Form.Item name="enabled" label={t('robot:fields.enabled')} valuePropName="checked" extra={t('edit.enabledHint')}>
          <Switch aria-label={t('robot:fields.enabled')} />
        </Form.Item>
        <Form.Item name="testing" label={t('fields.testing')} valuePropName="checked" extra={t('edit.testingHint')}>
          <Switch aria-label={t('fields.testing')} />
        </Form.Item>
        <Flex gap={8} justify="flex-end">
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            {t('common:save')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
};
