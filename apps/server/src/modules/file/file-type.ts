import { FileKind, type TFileKind } from '@fleet/contracts';

export interface DetectedType {
  kind: TFileKind;
  mime: string;
}

/** Bytes needed to tell every type below apart (WebM's DocType sits within the EBML header). */
export const SNIFF_BYTES = 64;

const ascii = (head: Buffer, at: number, text: string) =>
  head.length >= at + text.length && head.toString('latin1', at, at + text.length) === text;
const bytes = (head: Buffer, at: number, sig: readonly number[]) =>
  head.length >= at + sig.length && sig.every((b, i) => head[at + i] === b);

const MP4_BRANDS = ['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'M4VP', 'dash', 'mmp4', 'msnv'];
/** QuickTime files written before `ftyp` existed start straight with one of these atoms. */
const QT_ATOMS = ['moov', 'mdat', 'wide', 'free', 'skip', 'pnot'];

/**
 * The type of a file by its first bytes (a small table instead of a dependency: the console takes a
 * handful of formats, and each signature is fixed by its format's specification). Undefined when none
 * matches: the caller then decides whether the content may be markdown text or a package.
 */
export const detectBinaryType = (head: Buffer): DetectedType | undefined => {
  if (bytes(head, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: FileKind.IMAGE, mime: 'image/png' };
  if (bytes(head, 0, [0xff, 0xd8, 0xff])) return { kind: FileKind.IMAGE, mime: 'image/jpeg' };
  if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a')) return { kind: FileKind.IMAGE, mime: 'image/gif' };
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) return { kind: FileKind.IMAGE, mime: 'image/webp' };
  if (ascii(head, 4, 'ftyp')) {
    if (ascii(head, 8, 'qt  ')) return { kind: FileKind.VIDEO, mime: 'video/quicktime' };
    // The same box starts HEIC/AVIF images and M4A audio: only the MP4 video brands count.
    return MP4_BRANDS.some((b) => ascii(head, 8, b)) ? { kind: FileKind.VIDEO, mime: 'video/mp4' } : undefined;
  }
  if (QT_ATOMS.some((a) => ascii(head, 4, a))) return { kind: FileKind.VIDEO, mime: 'video/quicktime' };
  // EBML (Matroska family): WebM says so in its DocType; plain Matroska is not taken.
  if (bytes(head, 0, [0x1a, 0x45, 0xdf, 0xa3]) && head.includes('webm', 4, 'latin1')) return { kind: FileKind.VIDEO, mime: 'video/webm' };
  return undefined;
};

/** A name a document upload may carry (spec §5: documents are .md only). */
export const isMarkdownName = (name: string) => /\.(md|markdown)$/i.test(name);
