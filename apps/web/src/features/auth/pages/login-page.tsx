import type { TLoginResult } from '@fleet/contracts';
import { Card, Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch';
import { resetSession, signIn, useSession } from '../../../lib/session';
import { FirstLoginModal } from '../components/first-login-modal';
import { LoginForm } from '../components/login-form';

interface Props {
  /** Where a signed-in user lands (desktop or mobile home); the app decides from the viewport. */
  homePath: () => string;
}

export const LoginPage = ({ homePath }: Props) => {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [firstLogin, setFirstLogin] = useState(false);
  const token = useSession((s) => s.token);

  // Spec §2: reaching Login marks the user as not logged in and clears the session.
  useEffect(() => resetSession(), []);

  const onSignedIn = ({ token: next, isFirstLogin }: TLoginResult) => {
    signIn(next);
    setFirstLogin(isFirstLogin);
    if (!isFirstLogin) void navigate(homePath(), { replace: true });
  };

  return (
    <Flex vertical align="center" justify="center" style={{ minHeight: '100vh', background: '#f0f2f5', padding: 16 }}>
      <Flex justify="flex-end" style={{ position: 'absolute', top: 16, right: 16 }}>
        <LanguageSwitch />
      </Flex>
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <Typography.Title level={1} style={{ fontSize: 24, textAlign: 'center', marginBottom: 4 }}>
          {t('common:appName')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
          {t('subtitle')}
        </Typography.Paragraph>
        <LoginForm onSignedIn={onSignedIn} />
      </Card>
      <FirstLoginModal open={firstLogin && !!token} />
    </Flex>
  );
};
