import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createDiskFileStore, sweepStaleUploads } from './disk-file-store';
import { FileTooLargeError } from './file-store';

const dir = mkdtempSync(path.join(os.tmpdir(), 'fleet-store-'));
const store = createDiskFileStore(path.join(dir, 'store'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sha = (s: string) => createHash('sha256').update(s).digest('hex');
/** A source that yields `chunks` one by one, as a network upload arrives. */
const chunked = (chunks: string[]) => Readable.from(chunks.map((c) => Buffer.from(c)));
const listing = () => readdirSync(path.join(dir, 'store')).sort();

describe('disk file store', () => {
  it('stores content under its SHA-256 and reads it back whole or by an inclusive range', async () => {
    const put = await store.put(chunked(['hello ', 'world']));
    expect(put).toEqual({ storedName: sha('hello world'), size: 11, sha256: sha('hello world') });
    expect(await text(store.open(put.storedName))).toBe('hello world');
    expect(await text(store.open(put.storedName, { start: 6, end: 10 }))).toBe('world');
    expect(await store.exists(put.storedName)).toBe(true);
  });

  it('shares one stored object between two puts of the same content', async () => {
    const a = await store.put(chunked(['same bytes']));
    const b = await store.put(chunked(['same ', 'bytes']));
    expect(b.storedName).toBe(a.storedName);
    expect(listing().filter((n) => n === a.storedName)).toHaveLength(1);
  });

  it('refuses content past maxBytes as it streams and leaves nothing behind', async () => {
    const before = listing();
    const put = store.put(chunked(['12345', '67890', 'never stored']), { maxBytes: 8 });
    await expect(put).rejects.toBeInstanceOf(FileTooLargeError);
    expect(listing()).toEqual(before);
  });

  it('leaves nothing behind when the source fails midway', async () => {
    const before = listing();
    const failing = new Readable({ read() {} });
    failing.push(Buffer.from('partial'));
    setImmediate(() => failing.destroy(new Error('connection reset')));
    await expect(store.put(failing)).rejects.toThrow('connection reset');
    expect(listing()).toEqual(before);
  });

  it('refuses any name that is not a content hash, so none reaches outside its directory', async () => {
    for (const name of ['../../etc/passwd', '/etc/passwd', 'a'.repeat(63), `${'a'.repeat(64)}/..`]) {
      expect(() => store.open(name)).toThrow('not a stored name');
      await expect(store.remove(name)).rejects.toThrow('not a stored name');
    }
  });

  it('removes an object, and removing it again is not an error', async () => {
    const put = await store.put(chunked(['to be removed']));
    await store.remove(put.storedName);
    await store.remove(put.storedName);
    expect(await store.exists(put.storedName)).toBe(false);
  });
});

describe('sweepStaleUploads', () => {
  it('removes temporary files older than a day that a crash left, and nothing else', async () => {
    const kept = await store.put(chunked(['a stored object']));
    const old = path.join(dir, 'store', '.upload-crashed');
    const young = path.join(dir, 'store', '.upload-in-progress');
    writeFileSync(old, 'half');
    writeFileSync(young, 'half');
    const twoDaysAgo = (Date.now() - 2 * 24 * 3600_000) / 1000;
    utimesSync(old, twoDaysAgo, twoDaysAgo);
    expect(await sweepStaleUploads(path.join(dir, 'store'))).toBe(1);
    expect(listing()).toContain('.upload-in-progress');
    expect(listing()).not.toContain('.upload-crashed');
    expect(listing()).toContain(kept.storedName);
    rmSync(young);
  });
});
