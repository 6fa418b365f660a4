import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Serves the built web console. Browser routes (/contentPage/user …) get index.html through the
 * not-found handler, so the API keeps its own 404 envelope.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { dist: string }) => {
  const indexFile = path.join(opts.dist, 'index.html');
  // Re-read when the build changes under a running server, so index.html never names stale assets.
  let cached: { mtimeMs: number; html: string } | null = null;
  app.decorate('webIndexHtml', () => {
    if (!existsSync(indexFile)) return null;
    const { mtimeMs } = statSync(indexFile);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(indexFile, 'utf8') };
    return cached.html;
  });
  if (!existsSync(opts.dist)) {
    app.log.warn(`The web console is not built (${opts.dist} missing): run npm run build`);
    return;
  }
  await app.register(fastifyStatic, {
    root: opts.dist,
    index: false,
    wildcard: false,
    // The build writes .br and .gz beside every text file (apps/web/build/precompress.ts): a client
    // that accepts one gets it (with Vary: accept-encoding), any other the file as it is.
    preCompressed: true,
    // Hashed assets never change; everything else (favicon, index.html) is revalidated.
    setHeaders: (reply, file) => {
      reply.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/', { schema: { hide: true } }, (_req, reply) =>
    reply
      .type('text/html')
      .header('cache-control', 'no-cache')
      .send(app.webIndexHtml() ?? ''),
  );
});

declare module 'fastify' {
  interface FastifyInstance {
    webIndexHtml: () => string | null;
  }
}
