// The one rule for which Chromium the browser tests and bench:web drive: CHROMIUM_PATH, else Debian's.
import { existsSync } from 'node:fs';

export const CHROMIUM_DEFAULT = '/usr/bin/chromium';

/** @returns {string} */
export const chromiumPath = () => process.env.CHROMIUM_PATH || CHROMIUM_DEFAULT;

/** @returns {boolean} */
export const chromiumInstalled = () => existsSync(chromiumPath());
