import { useEffect } from 'react';
import { Form, Input, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCaptcha } from '../api/get-captcha';

/** The captcha row: input plus the image; clicking the image fetches a new code. */
export const CaptchaField = () => {
  const { t } = useTranslation('auth');
  const { data, refetch, isFetching } = useCaptcha(true);
  const form = Form.useFormInstance();
  // The form submits the captchaId of the image the user is looking at.
  useEffect(() => {
    if (data) form.setFieldsValue({ captchaId: data.captchaId, captcha: '' });
  }, [data, form]);
  return (
    <Form.Item label={t('captcha')} required>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name="captcha" noStyle rules={[{ required: true, whitespace: true, message: t('captchaPlaceholder') }]}>
          <Input placeholder={t('captchaPlaceholder')} aria-label={t('captcha')} autoComplete="off" size="large" />
        </Form.Item>
        <button
          type="button"
          onClick={() => void refetch()}
          aria-label={t('captchaRefresh')}
          title={t('captchaRefresh')}
          style={{ padding: 0, border: 0, background: 'none', cursor: 'pointer', width: 120, height: 40 }}
        >
          {isFetching || !data ? <Spin size="small" /> : <img src={data.image} alt={t('captcha')} style={{ height: 40 }} />}
        </button>
      </Space.Compact>
      <Form.Item name="captchaId" hidden noStyle>
        <Input type="hidden" />
      </Form.Item>
    </Form.Item>
  );
};
