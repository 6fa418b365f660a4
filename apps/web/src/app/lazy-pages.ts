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
