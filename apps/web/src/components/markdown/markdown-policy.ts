/**
 * Which URLs an article may carry (issue 14): links to the web, mail and our own pages; images from
 * our own origin (the file routes) or https. Anything else (javascript:, data:, vbscript:, file: …)
 * is dropped. The URL is read as the browser would read it (WHATWG parser: control characters and
 * spaces at the edges dropped, tabs and newlines inside removed, scheme case ignored), so an
 * obfuscated `jav&#x09;ascript:` cannot pass as a relative link.
 */
const BASE = 'https://same-origin.invalid/';
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

const parse = (url: string) => {
  try {
    return new URL(url, BASE);
  } catch {
    return null;
  }
};

const sameOrigin = (u: URL) => u.origin === new URL(BASE).origin;

/** The URL to keep for an `href` or `src`, or undefined to drop the attribute. */
export const safeUrl = (url: string, key: string): string | undefined => {
  const u = parse(url);
  if (!u) return undefined;
  if (key === 'src') return sameOrigin(u) || u.protocol === 'https:' ? url : undefined;
  return sameOrigin(u) || LINK_PROTOCOLS.has(u.protocol) ? url : undefined;
};

/** A link that leaves the console: it opens in a new tab without a handle on this one. */
export const isExternal = (href: string, origin: string) => {
  try {
    return new URL(href, origin).origin !== origin;
  } catch {
    return true;
  }
};
