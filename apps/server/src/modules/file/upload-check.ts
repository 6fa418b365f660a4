import { FileKind, type TFileKind } from '@fleet/contracts';
import { createHash, type Hash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { AppError } from '../../lib/app-error';
import { detectBinaryType, isMarkdownName, SNIFF_BYTES, type DetectedType } from './file-type';

/** The formats each kind takes, as the refusal names them (language-neutral). */
const FORMATS: Record<TFileKind, string> = {
  image: 'PNG, JPEG, GIF, WebP',
  video: 'MP4, WebM, MOV',
  markdown: '.md (UTF-8)',
  package: 'any',
};

export interface UploadRules {
  /** The kinds this upload takes. */
  kinds: readonly TFileKind[];
  /** Size limit per kind, in bytes. */
  maxBytes: Readonly<Record<TFileKind, number>>;
  /** Also compute the MD5 of the bytes as they pass (a version package: robots check it). */
  md5?: boolean;
}

const notAllowed = (kinds: readonly TFileKind[]) =>
  new AppError('FILE_TYPE_NOT_ALLOWED', {
    vars: { kinds: kinds.map((k) => FORMATS[k]).join('; ') },
    fields: [{ path: 'file', code: 'errors.FILE_TYPE_NOT_ALLOWED' }],
  });

/**
 * Decides an upload's type from its first bytes as they pass (never from its name or the browser's
 * content type), then lets the rest through while counting it against its kind's limit; markdown must
 * be UTF-8 text without NUL to the last byte. It fails the stream at the first byte that breaks a rule,
 * so the store stops writing there and removes what it wrote.
 */
export class UploadCheck extends Transform {
  type: DetectedType | undefined;
  private head: Buffer[] = [];
  private headBytes = 0;
  private size = 0;
  private readonly utf8 = new TextDecoder('utf-8', { fatal: true });
  private readonly md5Hash: Hash | undefined;

  constructor(
    private readonly name: string,
    private readonly rules: UploadRules,
  ) {
    super();
    this.md5Hash = rules.md5 ? createHash('md5') : undefined;
  }

  /** The MD5 (lower-case hex) of everything that passed, once the stream ended; undefined unless asked for. */
  md5() {
    return this.md5Hash?.digest('hex');
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, cb: TransformCallback) {
    try {
      this.size += chunk.length;
      this.md5Hash?.update(chunk);
      if (this.type) return cb(null, this.check(chunk));
      this.head.push(chunk);
      this.headBytes += chunk.length;
      if (this.headBytes < SNIFF_BYTES) return cb();
      cb(null, this.decide());
    } catch (e) {
      cb(e as Error);
    }
  }

  override _flush(cb: TransformCallback) {
    try {
      if (!this.type) this.push(this.decide());
      if (this.type?.kind === FileKind.MARKDOWN) this.utf8.decode();
      cb();
    } catch (e) {
      cb(e instanceof AppError ? e : notAllowed(this.rules.kinds));
    }
  }

  private decide() {
    const head = Buffer.concat(this.head);
    this.head = [];
    const { kinds } = this.rules;
    const binary = detectBinaryType(head);
    if (binary && kinds.includes(binary.kind)) this.type = binary;
    else if (!binary && kinds.includes(FileKind.MARKDOWN) && isMarkdownName(this.name))
      this.type = { kind: FileKind.MARKDOWN, mime: 'text/markdown; charset=utf-8' };
    else if (kinds.includes(FileKind.PACKAGE)) this.type = { kind: FileKind.PACKAGE, mime: 'application/octet-stream' };
    else throw notAllowed(kinds);
    return this.check(head);
  }

  private check(chunk: Buffer) {
    const kind = this.type!.kind;
    const max = this.rules.maxBytes[kind];
    if (this.size > max)
      throw new AppError('FILE_TOO_LARGE', { vars: { maxMb: Math.round((max / (1024 * 1024)) * 100) / 100 }, data: { maxBytes: max } });
    if (kind === FileKind.MARKDOWN) {
      try {
        this.utf8.decode(chunk, { stream: true });
      } catch {
        throw notAllowed(this.rules.kinds);
      }
      if (chunk.includes(0)) throw notAllowed(this.rules.kinds);
    }
    return chunk;
  }
}
