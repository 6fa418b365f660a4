import type { Readable } from 'node:stream';

/** What the store wrote: the server-chosen name (derived from the content) and what it measured. */
export interface StoredObject {
  storedName: string;
  size: number;
  sha256: string;
}

import type { ByteRange } from '../../lib/byte-range';

export type { ByteRange };

/**
 * Where the bytes of uploaded files live. Kept this small so an object store can replace the disk
 * (issue 14: several instances on a shared volume today, S3-like later) without touching a service.
 * Names are always chosen by the store: no path ever comes from a user.
 */
export interface FileStore {
  /**
   * Streams `source` into the store. Nothing is visible under the returned name until the whole
   * content arrived; if `source` fails (a refused upload, a limit, a dropped connection) or grows past
   * `maxBytes`, nothing is left behind and the promise rejects (`FileTooLargeError` for the limit).
   * The same content always gets the same name, so a second upload of it shares the stored object.
   */
  put(source: Readable, opts?: { maxBytes?: number }): Promise<StoredObject>;
  /** Reads a stored object, whole or the inclusive `range`; the stream errors if it is missing. */
  open(storedName: string, range?: ByteRange): Readable;
  /** Whether the object is there (a content-addressed put may be answered by an existing object). */
  exists(storedName: string): Promise<boolean>;
  /** Removes an object; removing one that is not there is not an error. */
  remove(storedName: string): Promise<void>;
}

/** `put` stopped because the content grew past its limit (checked as the bytes arrive). */
export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`content exceeds ${maxBytes} bytes`);
    this.name = 'FileTooLargeError';
  }
}
