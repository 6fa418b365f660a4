import { resetPasswordRoute, ZResetPasswordBody, type TResetPasswordBody } from '@fleet/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../lib/feedback';
import { applyFieldErrors, zodRule } from '../lib/form-rules';
import { callRoute } from '../lib/request';
import { logout } from '../lib/session';
import { postLogout } from '../lib/session-api';

interface Props {
  /** Extra buttons beside submit (cancel in the modal, sign out on the forced screen). */
  extra?: ReactNode;
}

/**
 * Own password change (PUT auth/resetPassWord). Shared by the user menu and the first-login screen:
 * both end the same way, by signing out so the user signs in with the new password.
 */
export const PasswordChangeForm = ({ extra }: Props) => {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<TResetPasswordBody>();
  const mutation = useMutation({
    mutationFn: (body: TResetPasswordBody) => callRoute(resetPasswordRoute, { body }),
    onSuccess: async () => {
      void feedback().message.success(t('passwordChanged'));
      await postLogout().catch(() => undefined); // the session is ended either way
      logout();
    },
    onError: (err) => applyFieldErrors(form, err),
  });
  const field = (name: keyof TResetPasswordBody, deps: string[] = []) => ({
    name,
    label: t(`fields.${name}`),
    dependencies: deps,
    rules: [zodRule(ZResetPasswordBody, name)],
  });
  return (
    <Form form={form} layout="vertical" onFinish={(v) => mutation.mutate(v)} aria-label={t('changePassword')}>
      <Form.Item {...field('oldPassword')}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item {...field('newPassword')}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item {...field('repeatPassword', ['newPassword'])}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
        {extra}
        <Button type="primary" htmlType="submit" loading={mutation.isPending}>
          {t('changePassword')}
        </Button>
      </Space>
    </Form>
  );
};
