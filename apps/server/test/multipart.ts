import type { FastifyInstance } from 'fastify';
import { API, type Envelope } from './helpers';

const BOUNDARY = '----fleet-upload-boundary';

/** A multipart body of one file part named `file` (bytes as given) and optional text fields. */
export const fileForm = (name: string, content: Buffer | string, fields: Record<string, string> = {}) => {
  const head = Object.entries(fields)
    .map(([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  const filePart = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head + filePart), Buffer.from(content), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    /** For a body sent piece by piece: what comes before the content and after it. */
    prefix: Buffer.from(head + filePart),
    suffix: Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  };
};

/** Uploads through inject(); answers status and envelope. */
export const uploadFile = async <T = unknown>(
  app: FastifyInstance,
  path: string,
  token: string,
  name: string,
  content: Buffer | string,
) => {
  const form = fileForm(name, content);
  const res = await app.inject({
    method: 'POST',
    url: `${API}/${path}`,
    headers: { ...form.headers, authorization: token, 'accept-language': 'en' },
    payload: form.payload,
  });
  return { status: res.statusCode, body: res.json() as Envelope<T> };
};

/** The smallest valid PNG header plus `extra` bytes: a PNG by its signature (the store never decodes it). */
export const pngBytes = (extra = 32, fill = 1) =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
    Buffer.alloc(extra, fill),
  ]);
/** An MP4 by its `ftyp` box (brand isom). */
export const mp4Bytes = (extra = 64) =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x20]),
    Buffer.from('ftypisom'),
    Buffer.alloc(4),
    Buffer.from('isomiso2avc1mp41'),
    Buffer.alloc(extra, 7),
  ]);
