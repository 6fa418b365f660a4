import type { Lang } from '@fleet/contracts';
import type { Locale } from 'antd/es/locale';
import type { FirstNamespace } from './namespaces';
import type { Shape } from './shape';
import { bundle as zhBundle } from './zh/bundle';

/**
 * What one language needs before Login shows: the first UI namespaces (namespaces.ts), the shared
 * (contracts) catalogue, antd's and dayjs's locales. The other namespaces load with the screens.
 */
export interface LangBundle {
  first: Shape<Pick<typeof zhBundle.first, FirstNamespace>>;
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
