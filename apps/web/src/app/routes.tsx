import type { RouteObject } from 'react-router';
import { Navigate, Outlet, useLocation } from 'react-router';
import { MENU_RESOURCES, CONTENT_SCREENS, LARGE_SCREEN, MOBILE_SCREENS, OPERATE_CONTENT, VISUALIZATION, type Screen } from './resources';
import { LoginPage } from '../features/auth/pages/login-page';
import * as Page from './lazy-pages';
import { LargeScreenRoute } from './large-screen-route';
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
  const element = <Page.RequirePermission code={s.permission}>{body}</Page.RequirePermission>;
  const children = s.children?.map((c) => screenRoute(c, nest ? Page.SCREEN_PAGES[s.segment] : undefined));
  // The default tab is the container's index; its own name (operateContent/overview) leads there too.
  const first = s.tabs ? s.children?.[0]?.page : undefined;
  if (first) children?.push({ path: first, element: <ToIndexTab /> });
  return s.segment ? { path: s.segment, element, children } : { index: true, element };
};

/** Replaces `…/<default tab>` by the container's index, keeping the query (`?robotId=`). */
export const ToIndexTab = () => {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '..', search }} relative="path" replace />;
};

const guarded = (path: string, element: React.ReactNode, children?: RouteObject[]): RouteObject => ({
  path,
  element: <Page.GuardedArea>{element}</Page.GuardedArea>,
  children,
});

/** A top-level mount (/operateContent …) in the slim shell that leads back to the console. */
const standalone = (s: Screen): RouteObject => {
  const r = screenRoute(s);
  return guarded(`/${s.segment}`, <Page.StandaloneLayout labelKey={s.labelKey}>{r.element}</Page.StandaloneLayout>, r.children);
};

export const routes = (width: () => number): RouteObject[] => [
  { path: '/', element: <LoginPage homePath={() => homeFor(width())} /> },
  // Full screen, without the standalone shell; a display link opens it without a session.
  {
    path: `/${LARGE_SCREEN.segment}`,
    element: (
      <LargeScreenRoute
        signedIn={
          <Page.GuardedArea>
            <Page.RequirePermission code={LARGE_SCREEN.permission}>
              <Page.LargeScreenPage />
            </Page.RequirePermission>
          </Page.GuardedArea>
        }
      />
    ),
  },
  // A public help article's link: readable without signing in (only public articles answer).
  { path: '/help/:id', element: <Page.PublicHelpPage /> },
  guarded('/contentPage', <Page.ContentLayout />, [
    { index: true, element: <Page.HomePage entries={MENU_RESOURCES} /> },
    ...CONTENT_SCREENS.map((s) => screenRoute(s)),
  ]),
  guarded('/contentPageMobile', <Page.MobileLayout />, [
    { index: true, element: <Page.MobileHomePage entries={MOBILE_PAGES} /> },
    ...MOBILE_SCREENS.map((s) => screenRoute(s)),
  ]),
  standalone(VISUALIZATION),
  standalone(OPERATE_CONTENT),
  { path: '*', element: <Page.NotFoundPage /> },
];
