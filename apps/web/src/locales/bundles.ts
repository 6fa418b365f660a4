import type { Lang } from '@fleet/contracts';
import type { Locale } from 'antd/es/locale';
import type { Shape } from './shape';
import { bundle as zhBundle } from './zh/bundle';

/** Everything one language needs: UI catalogues, the shared (contracts) catalogue, antd's and dayjs's locales. */
export interface LangBundle {
  ui: Shape<typeof zhBundle.ui>;
  shared: Shape<typeof zhBundle.shared>;
  antd: Locale;
  /** dayjs locale name; its module is registered by importing the bundle. */
  dayjs: string;
}

/**
 * zh is the default language and the fallback of the others, so it ships with the entry; en and ja
 * are chunks of their own, fetched when chosen (each weighs as much as zh: most users need one).
 */
export const loadBundle: Record<Lang, () => Promise<LangBundle>> = {
  zh: () => Promise.resolve(zhBundle),
  en: () => import('./en/bundle').then((m) => m.bundle),
  ja: () => import('./ja/bundle').then((m) => m.bundle),
};
