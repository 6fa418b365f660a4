import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { zBase64, zJpegBase64 } from './base64';
import { EVENT_IMAGE_MAX_BASE64, EVENT_IMAGE_MAX_BYTES, LOG_MAX_BASE64, LOG_MAX_BYTES, LOG_TEXT_MAX_BYTES } from './limits';
import { ZLogUpload } from './operate-payloads';
import { ZDeviceEvent } from './payloads';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);
const b64 = (bytes: number, first = JPEG) => Buffer.concat([first, Buffer.alloc(bytes - first.length, 7)]).toString('base64');
const event = (imageData: string) => ZDeviceEvent.safeParse({ ts: 1, type: 'junk', level: 'info', imageData });
const log = (data: string) => ZLogUpload.safeParse({ logId: randomUUID(), fileName: 'r.log', lines: 1, encoding: 'gzip-base64', data });

describe('zBase64', () => {
  it('takes standard padded base64 only: no URL alphabet, no spaces, no missing padding', () => {
    const s = zBase64(100);
    for (const ok of ['', 'QQ==', 'QUI=', 'QUJD', '+/+/']) expect(s.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['QQ', 'QQ=', '-_-_', 'QU JD', 'QUJD\n', 'Q===', '=QUJ']) expect(s.safeParse(bad).success, bad).toBe(false);
    expect(s.safeParse('QUJD'.repeat(26)).success).toBe(false);
  });

  it('checks a JPEG by its first bytes', () => {
    expect(zJpegBase64(100).safeParse(JPEG.toString('base64')).success).toBe(true);
    expect(zJpegBase64(100).safeParse(Buffer.from('\x89PNG\r\n').toString('base64')).success).toBe(false);
  });
});

describe('event picture (imageData)', () => {
  it('is a JPEG of at most EVENT_IMAGE_MAX_BYTES in base64; anything else refuses the event', () => {
    expect([EVENT_IMAGE_MAX_BYTES, EVENT_IMAGE_MAX_BASE64]).toEqual([163_840, 218_456]);
    expect(event(b64(EVENT_IMAGE_MAX_BYTES)).success).toBe(true);
    const tooLarge = event(b64(EVENT_IMAGE_MAX_BYTES + 3));
    expect(tooLarge.error?.issues.map((i) => [i.path.join('.'), i.code])).toEqual([['imageData', 'too_big']]);
    expect(event(Buffer.from('GIF89a').toString('base64')).success).toBe(false);
    expect(event('not a picture').success).toBe(false);
  });

  it('keeps the old `image` reference accepted, for old firmware', () => {
    expect(ZDeviceEvent.safeParse({ ts: 1, type: 'junk', level: 'info', image: 'evt/2026/11/22/abc.jpg' }).success).toBe(true);
  });
});

describe('log upload (up/log)', () => {
  it('carries at most LOG_MAX_BYTES of gzip in base64, in one message', () => {
    expect(log(b64(LOG_MAX_BYTES)).success).toBe(true);
    expect([LOG_MAX_BYTES, LOG_MAX_BASE64]).toEqual([1_048_576, 1_398_104]);
    expect(log(b64(LOG_MAX_BYTES + 3)).error?.issues.map((i) => [i.path.join('.'), i.code])).toEqual([['data', 'too_big']]);
    expect(log('H4sI not base64').success).toBe(false);
  });

  it('counts lines within what the database keeps (more than 2³¹ used to fail the write and lose the file)', () => {
    const upload = { logId: randomUUID(), fileName: 'r.log', encoding: 'gzip-base64', data: '' };
    expect(ZLogUpload.safeParse({ ...upload, lines: LOG_TEXT_MAX_BYTES }).success).toBe(true);
    expect(ZLogUpload.safeParse({ ...upload, lines: 2 ** 31 }).error?.issues.map((i) => i.path.join('.'))).toEqual(['lines']);
  });
});
