import type { TLoginResult } from '@fleet/contracts';
import { Flex, theme } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch';
import { loadNamespaces } from '../../../lib/i18n';
import { returnPath } from '../../../lib/return-to';
import { resetSession, signIn, useSession } from '../../../lib/session';
import { LoginForm } from '../components/login-form';

// Only a first sign-in needs the password change form (and Modal) and its texts (account): Login's
// download stays without them.
const FirstLoginModal = lazy(() =>
  Promise.all([import('../components/first-login-modal'), loadNamespaces(['account'])]).then(([m]) => ({ default: m.FirstLoginModal })),
);

interface Props {
  /** Where a signed-in user lands (desktop or mobile home); the app decides from the viewport. */
  homePath: () => string;
}

export const LoginPage = ({ homePath }: Props) => {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const returnTo = returnPath(useLocation().state);
  const [firstLogin, setFirstLogin] = useState(false);
  const token = useSession((s) => s.token);
  const { token: design } = theme.useToken();

  // Spec §2: reaching Login marks the user as not logged in and clears the session.
  useEffect(() => resetSession(), []);

  const onSignedIn = ({ token: next, isFirstLogin }: TLoginResult) => {
    signIn(next);
    setFirstLogin(isFirstLogin);
    if (!isFirstLogin) void navigate(returnTo ?? homePath(), { replace: true });
  };

  return (
    <Flex vertical align="center" justify="center" style={{ minHeight: '100vh', background: '#f0f2f5', padding: 16 }}>
      <Flex justify="flex-end" style={{ position: 'absolute', top: 16, right: 16 }}>
        <LanguageSwitch />
      </Flex>
      {/* Card and Typography drawn from the theme tokens: antd's Card brings Tabs, Dropdown and Menu,
          Typography its editor and Tooltip, and Login would download them all for a box and two lines. */}
      <section
        style={{
          width: '100%',
          maxWidth: 400,
          boxSizing: 'border-box',
          padding: design.paddingLG,
          background: design.colorBgContainer,
          border: `1px solid ${design.colorBorderSecondary}`,
          borderRadius: design.borderRadiusLG,
        }}
      >
        <h1
          style={{
            fontSize: 24,
            fontWeight: design.fontWeightStrong,
            color: design.colorTextHeading,
            textAlign: 'center',
            margin: '0 0 4px',
          }}
        >
          {t('common:appName')}
        </h1>
        <p style={{ color: design.colorTextDescription, textAlign: 'center', margin: `0 0 ${design.marginLG}px` }}>{t('subtitle')}</p>
        <LoginForm onSignedIn={onSignedIn} />
      </section>
      {firstLogin && !!token && (
        <Suspense fallback={null}>
          <FirstLoginModal open />
        </Suspense>
      )}
    </Flex>
  );
};
