import { Suspense } from 'react';
import { createBrowserRouter, Outlet } from 'react-router';
import { FullPageSpin } from '../components/full-page-spin';
import { setLoginNavigator } from '../lib/session';
import { RouteError } from './route-error';
import { routes } from './routes';

const Root = () => (
  <Suspense fallback={<FullPageSpin />}>
    <Outlet />
  </Suspense>
);

export const router = createBrowserRouter([{ element: <Root />, errorElement: <RouteError />, children: routes(() => window.innerWidth) }]);

// The request client and logout() leave for Login through the router, keeping the SPA state.
setLoginNavigator(() => void router.navigate('/', { replace: true }));
