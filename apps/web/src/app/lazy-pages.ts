import { lazy } from 'react';

/** Every route's module is its own chunk; Login pulls in neither the shells nor the screens. */
export const LoginPage = lazy(() => import('../features/auth/pages/login-page').then((m) => ({ default: m.LoginPage })));
export const ContentLayout = lazy(() => import('./layouts/content-layout').then((m) => ({ default: m.ContentLayout })));
export const MobileLayout = lazy(() => import('./layouts/mobile-layout').then((m) => ({ default: m.MobileLayout })));
export const HomePage = lazy(() => import('../features/home/pages/home-page').then((m) => ({ default: m.HomePage })));
export const MobileHomePage = lazy(() =>
  import('../features/home/pages/mobile-home-page').then((m) => ({ default: m.MobileHomePage })),
);
export const PlaceholderPage = lazy(() =>
  import('../features/placeholder/pages/placeholder-page').then((m) => ({ default: m.PlaceholderPage })),
);
export const SectionPage = lazy(() =>
  import('../features/placeholder/pages/section-page').then((m) => ({ default: m.SectionPage })),
);
export const NotFoundPage = lazy(() =>
  import('../features/placeholder/pages/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);
export const OrganizationPage = lazy(() =>
  import('../features/organization/pages/organization-page').then((m) => ({ default: m.OrganizationPage })),
);
export const OrganizationMobilePage = lazy(() =>
  import('../features/organization/pages/organization-mobile-page').then((m) => ({ default: m.OrganizationMobilePage })),
);
export const UserPage = lazy(() => import('../features/user/pages/user-page').then((m) => ({ default: m.UserPage })));
export const UserMobilePage = lazy(() =>
  import('../features/user/pages/user-mobile-page').then((m) => ({ default: m.UserMobilePage })),
);
export const RolePage = lazy(() => import('../features/role/pages/role-page').then((m) => ({ default: m.RolePage })));
export const OperationLogPage = lazy(() =>
  import('../features/operation-log/pages/operation-log-page').then((m) => ({ default: m.OperationLogPage })),
);
export const AuthorityPage = lazy(() =>
  import('../features/authority/pages/authority-page').then((m) => ({ default: m.AuthorityPage })),
);
export const EmpowerPage = lazy(() => import('../features/empower/pages/empower-page').then((m) => ({ default: m.EmpowerPage })));
export const RobotRegisterPage = lazy(() =>
  import('../features/robot-register/pages/robot-register-page').then((m) => ({ default: m.RobotRegisterPage })),
);
export const RobotRegisterMobilePage = lazy(() =>
  import('../features/robot-register/pages/robot-register-mobile-page').then((m) => ({ default: m.RobotRegisterMobilePage })),
);
export const RobotTrusteeshipPage = lazy(() =>
  import('../features/robot-trusteeship/pages/robot-trusteeship-page').then((m) => ({ default: m.RobotTrusteeshipPage })),
);
export const RobotTrusteeshipMobilePage = lazy(() =>
  import('../features/robot-trusteeship/pages/robot-trusteeship-mobile-page').then((m) => ({ default: m.RobotTrusteeshipMobilePage })),
);
export const RobotOperatePage = lazy(() =>
  import('../features/robot-operate/pages/robot-operate-page').then((m) => ({ default: m.RobotOperatePage })),
);

/** Screens that have their real page, by route segment; every other leaf is still a placeholder. */
export const SCREEN_PAGES: Readonly<Record<string, React.ComponentType>> = {
  organization: OrganizationPage,
  organizationMobile: OrganizationMobilePage,
  user: UserPage,
  userMobile: UserMobilePage,
  role: RolePage,
  operationLog: OperationLogPage,
  authority: AuthorityPage,
  empower: EmpowerPage,
  robotRegister: RobotRegisterPage,
  robotRegisterMobile: RobotRegisterMobilePage,
  robotTrusteeship: RobotTrusteeshipPage,
  robotTrusteeshipMobile: RobotTrusteeshipMobilePage,
  robotOperate: RobotOperatePage,
};
