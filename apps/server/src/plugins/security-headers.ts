import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

const CSP = 'content-security-policy';

/**
 * The console loads its own scripts, styles and data, images (captcha SVG data URLs) included. A
 * deployment's map (MAP_STYLE_URL) adds the origins its style, tiles, glyphs and sprites come from:
 * MapLibre fetches them (connect-src) and may draw raster tiles as images (img-src).
 */
const helmetOptions = (mapOrigins: string[]): HelmetOptions => ({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...mapOrigins],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'", 'ws:', 'wss:', ...mapOrigins],
      // MapLibre GL runs its tile and geometry work in a worker it creates from a blob.
      workerSrc: ["'self'", 'blob:'],
      upgradeInsecureRequests: null,
    },
  },
});

/** The origins of a deployment's map: its style's and those MAP_HOSTS names, each once. */
export const mapOrigins = (styleUrl: string | undefined, hosts: readonly string[] = []) => [
  ...new Set([...(styleUrl ? [styleUrl] : []), ...hosts].map((u) => new URL(u).origin)),
];

/**
 * Helmet's headers for these options, named and ordered as helmet sets them. Nothing in them depends on the request, so
 * helmet runs once here: @fastify/helmet rebuilt every middleware from the options on each request
 * (3–5 % of the CPU of an authenticated read in a profile of `npm run bench:api`).
 */
const helmetHeaders = (options: HelmetOptions) => {
  const headers: [string, string][] = [];
  const res = {
    setHeader: (name: string, value: string) => void headers.push([name, value]),
    removeHeader: () => undefined,
  };
  helmet(options)({} as never, res as never, (e?: unknown) => {
    if (e) throw e;
  });
  return headers;
};

/**
 * Helmet's headers with the console's content security policy. `upgrade-insecure-requests` (a helmet
 * default) is sent only to a request that came over TLS (itself, or a trusted proxy's
 * X-Forwarded-Proto): over plain HTTP at any host but localhost the browser would fetch every script
 * over https and show a blank page. Both variants are computed once; a request gets one of them.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: { mapOrigins?: string[] }) => {
  const plain = helmetHeaders(helmetOptions(opts.mapOrigins ?? []));
  const tls = plain.map(([name, value]): [string, string] => [
    name,
    name.toLowerCase() === CSP ? `${value};upgrade-insecure-requests` : value,
  ]);
  app.addHook('onRequest', (req, reply, done) => {
    for (const [name, value] of req.protocol === 'https' ? tls : plain) reply.raw.setHeader(name, value);
    done();
  });
});
