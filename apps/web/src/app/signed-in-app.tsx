import { MESSAGE_MAX_COUNT } from '@fleet/contracts';
import { App as AntApp } from 'antd';
import type { ReactNode } from 'react';
import { NOTIFICATION_MAX_COUNT } from '../lib/feedback';

/**
 * antd's <App> for the signed-in area, whose screens call App.useApp(). Login lives without it, so its
 * chunks carry neither Modal nor Notification; the request client's feedback is bound in providers.tsx.
 */
export const SignedInApp = ({ children }: { children: ReactNode }) => (
  <AntApp message={{ maxCount: MESSAGE_MAX_COUNT }} notification={{ placement: 'topRight', maxCount: NOTIFICATION_MAX_COUNT }}>
    {children}
  </AntApp>
);
