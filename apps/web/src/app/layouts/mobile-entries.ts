import { MENU_RESOURCES, MOBILE_BASE } from '../resources';

/** The Mobile pages (home first), as menu entries under /contentPageMobile keyed by the desktop code. */
export const MOBILE_ENTRIES = MENU_RESOURCES.flatMap((r) =>
  r.mobile ? [{ ...r, inMenu: true, href: r.mobile === 'home' ? MOBILE_BASE : `${MOBILE_BASE}/${r.mobile}` }] : [],
);
