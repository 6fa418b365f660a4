import { DISPLAY_TOKEN_PARAM } from '@fleet/contracts';
import { useSearchParams } from 'react-router';
import { setDisplayToken } from '../lib/display-token';
import * as Page from './lazy-pages';

/**
 * /largeScreen: with `?display=<token>` a wall display's page outside the signed-in area (no Login, no
 * session loads); without it the signed-in user's screen, guarded like every other.
 */
export const LargeScreenRoute = ({ signedIn }: { signedIn: React.ReactNode }) => {
  const [params] = useSearchParams();
  const token = params.get(DISPLAY_TOKEN_PARAM);
  // Set while rendering, before any child's query starts; the same value on every render.
  setDisplayToken(token || null);
  return token ? <Page.DisplayScreenPage /> : signedIn;
};
