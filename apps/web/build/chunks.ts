import type { Rolldown } from 'vite';

/**
 * How the build splits the console:
 * - vendor libraries every page runs, in long-lived chunks of their own;
 * - `initial`: everything else the entry imports statically (the app core and the Login page), in one
 *   chunk. Left to the automatic split (one chunk per set of importing routes) Login came in ~45
 *   chunks, compressed one by one: ~10% more bytes and as many requests;
 * - every other route is its own chunk through React.lazy (app/lazy-pages.ts), shared modules in
 *   common chunks;
 * - ECharts and zrender in one chunk of their own (only the monitor and report pages load it; see
 *   vite.config.ts for its size). Split in parts (`maxSize`) they broke: the parts import each other
 *   and a class was used before its chunk had defined it;
 * - MapLibre in one chunk of its own, named for what it is: only the map screens load it, lazily
 *   (the geography page, the large screen's map, the organisation form's map picker);
 * - a language's UI texts but Login's (locales/namespaces.ts) in one chunk per language: the signed-in
 *   area loads them together, one request instead of ~20 small ones compressed one by one.
 */
export const CHUNK_GROUPS: Rolldown.CodeSplittingGroup[] = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 40 },
  { name: 'vendor-router', test: /node_modules[\\/](react-router)[\\/]/, priority: 30 },
  { name: 'vendor-query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 30 },
  { name: 'vendor-i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 30 },
  { name: 'echarts', test: /node_modules[\\/](echarts|zrender)[\\/]/, priority: 30 },
  { name: 'maplibre', test: /node_modules[\\/]maplibre-gl[\\/]/, priority: 30 },
  {
    // A function name needs its own label in the bundler's timing report (else it warns at every build).
    debugName: 'texts',
    name: (id) => {
      const lang = /locales[\\/](zh|en|ja)[\\/]/.exec(id)?.[1];
      return lang ? `texts-${lang}` : null;
    },
    test: /locales[\\/](zh|en|ja)[\\/](?!(index|bundle|common|auth|shell)\.ts$)[a-z-]+\.ts$/,
    priority: 20,
  },
  { name: 'initial', tags: ['$initial'], priority: 10 },
];
