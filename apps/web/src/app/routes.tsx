import type { RouteObject } from 'react-router';
import { Outlet } from 'react-router';
import { MENU_RESOURCES, CONTENT_SCREENS, LARGE_SCREEN, MOBILE_SCREENS, OPERATE_CONTENT, VISUALIZATION, type Screen } from './resources';
import { GuardedArea, RequirePermission } from './guards';
import * as Page from './lazy-pages';
import { homeFor } from './navigation';
import { MOBILE_ENTRIES } from './layouts/mobile-entries';

const MOBILE_PAGES = MOBILE_ENTRIES.filter((e) => e.mobile !== 'home');

/**
 * One route per screen of the resource table; containers get tabs, plain nests just an outlet. A
 * plain nest with a real page (robotOperate, whose child is operateContent) renders it as its index
 * child, so the list and the nested container never show at once.
 */
export const screenRoute = (s: Screen, indexPage?: React.ComponentType): RouteObject => {
  const nest = !!s.children && !s.tabs;
  const key = s.page ?? s.segment;
  const Real = key ? (nest || s.tabs ? undefined : Page.SCREEN_PAGES[key]) : indexPage;
  const Container = (s.tabs && Page.CONTAINER_PAGES[s.segment]) || Page.SectionPage;
  const body = Real ? (
    <Real />
  ) : !s.children ? (
    <Page.PlaceholderPage labelKey={s.labelKey} />
  ) : s.tabs ? (
    <Container labelKey={s.labelKey} tabs={s.children} />
  ) : (
    <Outlet />
  );
  const element = <RequirePermission code={s.permission}>{body}</RequirePermission>;
  const children = s.children?.map((c) => screenRoute(c, nest ? Page.SCREEN_PAGES[s.segment] : undefined));
  return s.segment ? { path: s.segment, element, children } : { index: true, element };
};

const guarded = (path: string, element: React.ReactNode, children?: RouteObject[]): RouteObject => ({
  path,
  element: <GuardedArea>{element}</GuardedArea>,
  children,
});

export const routes = (width: () => number): RouteObject[] => [
  { path: '/', element: <Page.LoginPage homePath={() => homeFor(width())} /> },
  guarded('/largeScreen', screenRoute({ ...LARGE_SCREEN }).element),
  guarded('/contentPage', <Page.ContentLayout />, [
    { index: true, element: <Page.HomePage entries={MENU_RESOURCES} /> },
    ...CONTENT_SCREENS.map((s) => screenRoute(s)),
  ]),
  guarded('/contentPageMobile', <Page.MobileLayout />, [
    { index: true, element: <Page.MobileHomePage entries={MOBILE_PAGES} /> },
    ...MOBILE_SCREENS.map((s) => screenRoute(s)),
  ]),
  guarded('/visualization', screenRoute(VISUALIZATION).element, screenRoute(VISUALIZATION).children),
  guarded('/operateContent', screenRoute(OPERATE_CONTENT).element, screenRoute(OPERATE_CONTENT).children),
  { path: '*', element: <Page.NotFoundPage /> },
];
