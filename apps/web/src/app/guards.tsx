import { useQueries } from '@tanstack/react-query';
import { FullPageSpin } from '../components/full-page-spin';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { PermissionCode } from '@fleet/contracts';
import { currentLang, currentStoredLang } from '../lib/i18n';
import { returnState } from '../lib/return-to';
import { useSession } from '../lib/session';
import {
  authTreeQuery,
  dictionaryQuery,
  operateListQuery,
  ownDetailQuery,
  settingsQuery,
  useOperateCodes,
  versionQuery,
} from '../lib/session-api';
import { useViewportWidth } from '../lib/viewport';
import { ForbiddenPage, preloadSignedInApp, SignedInApp } from './lazy-pages';
import { viewportRedirect } from './navigation';

/**
 * Entry to a guarded area (spec §2): without a token go to Login, which comes back here once signed
 * in; otherwise the five loads (and the system settings) run in parallel, and any failure goes to
 * Login (which clears the session). Under 1400 px a route with a Mobile twin moves to it, and a
 * Mobile route on a wide screen moves back.
 */
export const GuardedArea = ({ children }: { children: ReactNode }) => {
  const token = useSession((s) => s.token);
  const { pathname, search } = useLocation();
  const width = useViewportWidth();
  const lang = currentStoredLang();
  useEffect(preloadSignedInApp, []);
  const loads = useQueries({
    queries: [
      authTreeQuery(currentLang()),
      ownDetailQuery(),
      versionQuery(),
      dictionaryQuery(lang),
      operateListQuery(),
      settingsQuery(),
    ].map((q) => ({
      ...q,
      enabled: !!token,
    })),
    combine: (results) => ({
      failed: results.some((r) => r.isError),
      ready: results.every((r) => r.isSuccess),
    }),
  });

  if (!token || loads.failed) return <Navigate to="/" replace state={returnState(pathname + search)} />;
  const twin = viewportRedirect(pathname, width);
  if (twin) return <Navigate to={twin + search} replace />;
  if (!loads.ready) return <FullPageSpin />;
  return <SignedInApp>{children}</SignedInApp>;
};

/** A screen that needs a menu code; without it the user sees "no access", never a broken page. */
export const RequirePermission = ({ code, children }: { code: PermissionCode | null; children: ReactNode }) => {
  const codes = useOperateCodes();
  return code === null || codes.has(code) ? <>{children}</> : <ForbiddenPage />;
};
