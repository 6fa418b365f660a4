import { FILE_MAX_BYTES_DEFAULT, type TFileKind } from '@fleet/contracts';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { detectBinaryType } from './file-type';
import { UploadCheck } from './upload-check';

const sig = (...parts: (string | number[])[]) =>
  Buffer.concat([...parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))), Buffer.alloc(64)]);

describe('detectBinaryType', () => {
  it.each([
    ['PNG', sig([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'image/png'],
    ['JPEG', sig([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
    ['GIF', sig('GIF89a'), 'image/gif'],
    ['WebP', sig('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['MP4', sig([0, 0, 0, 0x18], 'ftypmp42'), 'video/mp4'],
    ['QuickTime (ftyp)', sig([0, 0, 0, 0x14], 'ftypqt  '), 'video/quicktime'],
    ['QuickTime (moov first)', sig([0, 0, 0, 0x6c], 'moov'), 'video/quicktime'],
    ['WebM', sig([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], 'webm'), 'video/webm'],
  ])('knows %s by its first bytes', (_name, head, mime) => {
    expect(detectBinaryType(head)?.mime).toBe(mime);
  });

  it.each([
    ['HTML', sig('<!doctype html>')],
    ['Matroska that is not WebM', sig([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], 'matroska')],
    ['AVIF', sig([0, 0, 0, 0x1c], 'ftypavif')],
    ['a truncated PNG signature', Buffer.from([0x89, 0x50, 0x4e])],
  ])('does not take %s', (_name, head) => {
    expect(detectBinaryType(head)).toBeUndefined();
  });
});

/** Runs `chunks` through an UploadCheck that takes `kinds`; answers the bytes let through or the refusal. */
const run = async (name: string, chunks: Buffer[], kinds: TFileKind[], maxBytes = FILE_MAX_BYTES_DEFAULT) => {
  const check = new UploadCheck(name, { kinds, maxBytes });
  const out: Buffer[] = [];
  try {
    await pipeline(Readable.from(chunks), check, async (source: AsyncIterable<Buffer>) => {
      for await (const c of source) out.push(c);
    });
    return { type: check.type, bytes: Buffer.concat(out) };
  } catch (e) {
    return { error: (e as { codeName?: string }).codeName ?? String(e) };
  }
};

describe('UploadCheck', () => {
  it('lets a document through whole, split anywhere, including inside a multi-byte character', async () => {
    const text = Buffer.from('# Brosse latérale\n\nRemplacez-la toutes les 200 h. 交换する。\n');
    const at = text.indexOf(Buffer.from('é')) + 1;
    const r = await run('guide.md', [text.subarray(0, at), text.subarray(at)], ['markdown']);
    expect(r).toEqual({ type: { kind: 'markdown', mime: 'text/markdown; charset=utf-8' }, bytes: text });
  });

  it('refuses a document that is not UTF-8, holds NUL, ends in half a character, or is not named .md', async () => {
    expect(await run('a.md', [Buffer.from([0x23, 0x20, 0xff, 0xfe])], ['markdown'])).toEqual({ error: 'FILE_TYPE_NOT_ALLOWED' });
    expect(await run('a.md', [Buffer.from('# a\u0000b')], ['markdown'])).toEqual({ error: 'FILE_TYPE_NOT_ALLOWED' });
    expect(await run('a.md', [Buffer.from('# caf'), Buffer.from([0xc3])], ['markdown'])).toEqual({ error: 'FILE_TYPE_NOT_ALLOWED' });
    expect(await run('a.txt', [Buffer.from('# a')], ['markdown'])).toEqual({ error: 'FILE_TYPE_NOT_ALLOWED' });
  });

  it('refuses a PNG as a document: a known binary type is never markdown', async () => {
    expect(await run('a.md', [sig([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], ['markdown'])).toEqual({
      error: 'FILE_TYPE_NOT_ALLOWED',
    });
  });

  it('takes anything as a package where packages are taken', async () => {
    expect((await run('fw.bin', [Buffer.from('any bytes at all')], ['package'])).type).toEqual({
      kind: 'package',
      mime: 'application/octet-stream',
    });
  });

  it("stops at the first byte past the kind's limit, whatever the other kinds allow", async () => {
    const png = sig([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const limits = { ...FILE_MAX_BYTES_DEFAULT, image: png.length + 10 };
    expect((await run('a.png', [png, Buffer.alloc(10)], ['image', 'video'], limits)).type?.kind).toBe('image');
    expect(await run('a.png', [png, Buffer.alloc(11)], ['image', 'video'], limits)).toEqual({ error: 'FILE_TOO_LARGE' });
  });
});
