import { ComponentAction, ZComponentActionBody, type TComponent, type TComponentAction } from '@fleet/contracts';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors, zodRefineRule, zodRule } from '../../../lib/form-rules';
import { useMoveComponent } from '../api/components';
import { useComponentModelChoices } from '../api/products';
import { ComponentRobotSelect } from './component-robot-select';

interface Values {
  robotId?: number;
  note?: string;
}

interface Props {
  component: TComponent;
  action: TComponentAction;
  onClose: () => void;
}

/**
 * One move of a component's state machine, asked in a small dialog: what it does, the robot for an
 * install (required), an optional note for the history. Discarding is final and says so. A refusal
 * (the state moved meanwhile, a robot of another type, a component gone) is the server's own text,
 * shown by the global handler; the dialog stays open.
 */
export const ComponentActionModal = ({ component: c, action, onClose }: Props) => {
  const { t } = useTranslation('component');
  const [form] = Form.useForm<Values>();
  const move = useMoveComponent();
  const models = useComponentModelChoices();
  const install = action === ComponentAction.INSTALL;
  const discard = action === ComponentAction.DISCARD;
  const fits = models.data?.list.find((m) => m.id === c.componentModelId)?.robotTypes;
  const actionLabel = t(`shared:enums.ComponentAction.${action}`);
  const submit = (v: Values) =>
    move.mutate(
      { id: c.id, action, ...(install && { robotId: v.robotId }), note: v.note },
      {
        onSuccess: () => {
          void feedback().message.success(t(`resource.done.${action}`, { serialNo: c.serialNo }));
          onClose();
        },
        onError: (e) => applyFieldErrors(form, e),
      },
    );
  const hint = t(`resource.actionHints.${action}`, { robot: c.deviceNumber ?? '—' });
  return (
    <Modal
      open
      title={t('resource.actionTitle', { action: actionLabel, serialNo: c.serialNo })}
      okText={actionLabel}
      okButtonProps={{ danger: discard, loading: move.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={480}
    >
      <Form<Values> form={form} name="component-action" layout="vertical" onFinish={submit} aria-label={actionLabel}>
        {discard ? (
          <Alert type="warning" showIcon title={hint} style={{ marginBottom: 16 }} />
        ) : (
          <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>
        )}
        {install && (
          <Form.Item
            name="robotId"
            label={t('shared:fields.robotId')}
            required
            rules={[zodRefineRule(ZComponentActionBody, 'robotId', { id: c.id, action })]}
          >
            <ComponentRobotSelect fits={fits} />
          </Form.Item>
        )}
        <Form.Item name="note" label={t('shared:fields.note')} rules={[zodRule(ZComponentActionBody, 'note')]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} showCount maxLength={300} placeholder={t('resource.notePlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
