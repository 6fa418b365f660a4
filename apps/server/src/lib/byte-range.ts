/** An inclusive byte range of a resource of known size. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * One range of an HTTP `Range` header (RFC 9110 §14.1.2): `bytes=a-b`, `bytes=a-` or `bytes=-n`.
 * `undefined` when there is none or it is not understood (the whole resource is sent, as the RFC
 * allows), `'unsatisfiable'` when it lies past the end (416). Several ranges are answered whole:
 * players ask for one, and multipart/byteranges would buy nothing here.
 */
export const parseByteRange = (header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined => {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (m[2] !== '' && Number(m[2]) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
};
