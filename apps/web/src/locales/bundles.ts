import type { Lang } from '@fleet/contracts';
import type { Locale } from 'antd/es/locale';
import type { FirstNamespace } from './namespaces';
import type { Shape } from './shape';
import type { bundle as zhBundle } from './zh/bundle';

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
 * Each language is a chunk of its own, fetched when chosen: zh too, though it is the default and the
 * fallback, since every key exists in every language (shape.ts) and an en or ja user would otherwise
 * download zh's texts with the entry for nothing (bench:web's Login budget).
 */
export const loadBundle: Record<Lang, () => Promise<LangBundle>> = {
  zh: () => import('./zh/bundle').then((m) => m.bundle),
  en: () => import('./en/bundle').then((m) => m.bundle),
  ja: () => import('./ja/bundle').then((m) => m.bundle),
};
