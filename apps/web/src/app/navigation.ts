import { MENUS, type MenuDef } from '@fleet/contracts';
import { isNarrow } from '../lib/viewport';
import { DESKTOP_BASE, MOBILE_BASE } from './resources';

/** desktop menu code → mobile segment, and back, from the contracts catalogue (MENUS[].mobile). */
const TO_MOBILE = new Map<string, string>((MENUS as readonly MenuDef[]).flatMap((m) => (m.mobile ? [[m.code, m.mobile] as const] : [])));
const TO_DESKTOP = new Map<string, string>([...TO_MOBILE].map(([d, mo]) => [mo, d]));

/** Splits '/base/segment/rest…' into its segment and the remainder (kept across the switch). */
const split = (pathname: string, base: string) => {
  if (pathname !== base && !pathname.startsWith(`${base}/`)) return null;
  const [segment = '', ...rest] = pathname.slice(base.length + 1).split('/');
  return { segment, rest: rest.length ? `/${rest.join('/')}` : '' };
};

const join = (base: string, segment: string, rest: string) =>
  segment === 'home' || segment === '' ? base + rest : `${base}/${segment}${rest}`;

/** The Mobile twin of a desktop path, or null when the screen has none (spec §2). */
export const mobileTwin = (pathname: string): string | null => {
  const p = split(pathname.replace(/\/$/, '') || '/', DESKTOP_BASE);
  if (!p) return null;
  const twin = TO_MOBILE.get(p.segment || 'home');
  return twin ? join(MOBILE_BASE, twin, p.rest) : null;
};

/** The desktop path of a Mobile route: the Mobile suffix dropped (userMobile → user). */
export const desktopTwin = (pathname: string): string | null => {
  const p = split(pathname.replace(/\/$/, '') || '/', MOBILE_BASE);
  if (!p) return null;
  const twin = TO_DESKTOP.get(p.segment || 'home');
  return twin ? join(DESKTOP_BASE, twin, p.rest) : null;
};

/** Where a path should go for this viewport width; null = stay. */
export const viewportRedirect = (pathname: string, width: number): string | null =>
  isNarrow(width) ? mobileTwin(pathname) : desktopTwin(pathname);

/** Landing after sign-in: the desktop home, or its Mobile twin on a narrow screen. */
export const homeFor = (width: number) => (isNarrow(width) ? (mobileTwin(DESKTOP_BASE) ?? DESKTOP_BASE) : DESKTOP_BASE);
