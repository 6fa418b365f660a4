import type { Lang } from '@fleet/contracts';
import type { UiCatalogue } from '.';

export type Namespace = keyof UiCatalogue;

/**
 * What Login renders (and the shell's frame): these come with each language's bundle (bundle.ts).
 * Every other namespace is fetched when a screen that shows it is about to open (lib/i18n.ts
 * loadNamespaces), so Login downloads none of the screens' texts.
 */
export const FIRST_NAMESPACES = ['common', 'auth', 'shell'] as const satisfies readonly Namespace[];
export type FirstNamespace = (typeof FIRST_NAMESPACES)[number];

// One loader per catalogue file; the files stay where they are (<lng>/<namespace>.ts), only their
// loading is split. operation-actions.ts is part of operationLog.
const files = import.meta.glob<Record<string, unknown>>([
  './*/*.ts',
  '!./*/{index,bundle,common,auth,shell,operation-actions}.ts',
  '!./**/*.test.ts',
]);

const fileOf = (ns: string) => ns.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const namespaceOf = (file: string) => file.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** Every namespace but the first ones: what the signed-in area shows (locales.test.ts checks the list). */
export const LATER_NAMESPACES = Object.keys(files)
  .map((path) => /^\.\/zh\/(.+)\.ts$/.exec(path)?.[1])
  .filter((f): f is string => !!f)
  .map(namespaceOf) as Exclude<Namespace, FirstNamespace>[];

/** One namespace's texts in one language (a language's later namespaces share one chunk: build/chunks.ts). */
export const loadNamespace = async (lang: Lang, ns: Namespace): Promise<Record<string, unknown>> => {
  const load = files[`./${lang}/${fileOf(ns)}.ts`];
  if (!load) throw new Error(`no catalogue file for ${lang}:${ns}`);
  const texts = (await load())[ns];
  if (!texts || typeof texts !== 'object') throw new Error(`./${lang}/${fileOf(ns)}.ts does not export ${ns}`);
  return texts as Record<string, unknown>;
};
