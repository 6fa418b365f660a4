import { ZQrCodeBindBody, type TQrCode } from '@fleet/contracts';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback, showError } from '../../../lib/feedback';
import { applyFieldErrors, zodRule } from '../../../lib/form-rules';
import { ApiError } from '../../../lib/request';
import { useBindQrCode } from '../api/qr-codes';

interface Values {
  deviceNumber?: string;
}

interface Props {
  code: TQrCode;
  onClose: () => void;
  /** On a phone: larger field and buttons. */
  mobile?: boolean;
}

/**
 * Binds a free code to a device by its device number, typed or read by a hardware scanner (which
 * types the number and Enter: the one-field form submits on Enter). The server's refusal (no such
 * device, a device that carries another code) is shown on the field, where the user fixes it.
 */
export const BindModal = ({ code, onClose, mobile }: Props) => {
  const { t } = useTranslation('qrCode');
  const [form] = Form.useForm<Values>();
  const bind = useBindQrCode();
  const submit = (v: Values) =>
    bind.mutate(
      { id: code.id, deviceNumber: (v.deviceNumber ?? '').trim() },
      {
        onSuccess: (_d, body) => {
          void feedback().message.success(t('bind.done', { number: code.number, device: body.deviceNumber }));
          onClose();
        },
        onError: (err) => {
          if (applyFieldErrors(form, err)) return;
          if (err instanceof ApiError && err.kind === 'business') form.setFields([{ name: 'deviceNumber', errors: [err.message] }]);
          else showError(err);
        },
      },
    );
  const size = mobile ? 'large' : 'middle';
  return (
    <Modal
      open
      title={t('bind.title', { number: code.number })}
      okText={t('actions.bind')}
      okButtonProps={{ loading: bind.isPending, size }}
      cancelButtonProps={{ size }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={480}
    >
      <Form<Values>
        form={form}
        name="qr-code-bind"
        layout="vertical"
        onFinish={submit}
        aria-label={t('bind.title', { number: code.number })}
      >
        <Typography.Paragraph type="secondary">{t('bind.hint')}</Typography.Paragraph>
        <Form.Item name="deviceNumber" label={t('shared:fields.deviceNumber')} required rules={[zodRule(ZQrCodeBindBody, 'deviceNumber')]}>
          <Input autoFocus size={size} maxLength={60} autoComplete="off" placeholder={t('bind.placeholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
