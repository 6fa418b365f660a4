import type { TRobotFault } from '@fleet/contracts';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback, showError } from '../../../lib/feedback';
import { applyFieldErrors } from '../../../lib/form-rules';
import { useHandleRobotFault, type FaultAction } from '../api/handle-robot-fault';
import { faultCodeLabel } from '../../../components/event-level';

interface Props {
  fault: TRobotFault;
  action: FaultAction;
  onClose: () => void;
}

/**
 * Acknowledge (note optional: "someone is on it") or resolve (note required: what the next person
 * reads) one fault. A refusal (someone else was quicker) says so and the list is read again.
 */
export const FaultNoteModal = ({ fault, action, onClose }: Props) => {
  const { t } = useTranslation('robotFault');
  const { t: te } = useTranslation('robotEvent');
  const [form] = Form.useForm<{ note: string }>();
  const handle = useHandleRobotFault();
  const required = action === 'resolve';
  const submit = ({ note }: { note?: string }) =>
    handle.mutate(
      { action, id: fault.id, note: note?.trim() ?? '' },
      {
        onSuccess: () => {
          feedback().message.success(t(`done.${action}`, { robot: fault.robotAlias || fault.deviceNumber }));
          onClose();
        },
        onError: (e) => {
          if (!applyFieldErrors(form, e)) showError(e);
        },
      },
    );
  return (
    <Modal
      open
      title={t(`actions.${action}`)}
      okText={t(`actions.${action}`)}
      onOk={() => form.submit()}
      okButtonProps={{ loading: handle.isPending }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {t('noteSubject', { robot: fault.robotAlias || fault.deviceNumber, fault: faultCodeLabel(t, te, fault) })}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" name={`fault-${action}`} onFinish={submit}>
        <Form.Item
          name="note"
          label={t(required ? 'resolveNote' : 'acknowledgeNote')}
          rules={required ? [{ required: true, whitespace: true, message: t('noteRequired') }] : []}
        >
          <Input.TextArea rows={3} maxLength={300} showCount placeholder={t(required ? 'resolvePlaceholder' : 'acknowledgePlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
