import { App } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/**
 * Asks before leaving an editor with unsaved changes: a link inside the app (router blocker, with a
 * confirmation) and closing or reloading the tab (the browser's own prompt). `allowNext()` lets the
 * navigation after a successful save through.
 */
export const useLeaveGuard = (dirty: boolean) => {
  const { t } = useTranslation('documents');
  // The App's modal: themed, and rendered in the page's React tree (the static one is not).
  const { modal } = App.useApp();
  const allowed = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (allowed.current || !dirty) return false;
    return currentLocation.pathname + currentLocation.search !== nextLocation.pathname + nextLocation.search;
  });
  // The blocker object changes on every render while blocked: one question per blocked navigation.
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    const settle = (go: boolean) => {
      asking.current = false;
      if (go) blocker.proceed();
      else blocker.reset();
    };
    modal.confirm({
      title: t('editor.leaveTitle'),
      content: t('editor.leaveText'),
      okText: t('editor.leave'),
      okButtonProps: { danger: true },
      cancelText: t('editor.stay'),
      onOk: () => settle(true),
      onCancel: () => settle(false),
    });
  }, [blocker, modal, t]);
  useEffect(() => {
    if (!dirty) return;
    // Browsers show their own text; preventDefault is what asks.
    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  return {
    allowNext: () => {
      allowed.current = true;
    },
  };
};
