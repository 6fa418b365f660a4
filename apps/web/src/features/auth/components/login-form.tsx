import type { TLoginBody, TLoginResult } from '@fleet/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authKeys } from '../api/keys';
import { captchaRequiredBy, useLogin } from '../api/login';
import { CaptchaField } from './captcha-field';

interface Props {
  onSignedIn: (result: TLoginResult) => void;
}

/** Account + password (+ captcha once the server asks for it). Errors show through the global handler. */
export const LoginForm = ({ onSignedIn }: Props) => {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<TLoginBody>();
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const qc = useQueryClient();
  const mutation = useLogin();

  const submit = (values: TLoginBody) =>
    mutation.mutate(needsCaptcha ? values : { account: values.account, password: values.password }, {
      onSuccess: onSignedIn,
      onError: (err) =>
        void captchaRequiredBy(err).then((required) => {
          if (required === undefined) return;
          // A captcha is single-use: after a failure the next attempt needs a fresh image.
          if (required && needsCaptcha) void qc.refetchQueries({ queryKey: authKeys.captcha() });
          setNeedsCaptcha(required);
        }),
    });

  return (
    <Form form={form} layout="vertical" onFinish={submit} aria-label={t('title')} requiredMark={false}>
      <Form.Item name="account" label={t('account')} rules={[{ required: true, whitespace: true, message: t('accountPlaceholder') }]}>
        <Input placeholder={t('accountPlaceholder')} autoComplete="username" size="large" autoFocus />
      </Form.Item>
      <Form.Item name="password" label={t('password')} rules={[{ required: true, message: t('passwordPlaceholder') }]}>
        <Input.Password placeholder={t('passwordPlaceholder')} autoComplete="current-password" size="large" />
      </Form.Item>
      {needsCaptcha && <CaptchaField />}
      <Button type="primary" htmlType="submit" size="large" block loading={mutation.isPending}>
        {t('submit')}
      </Button>
    </Form>
  );
};
