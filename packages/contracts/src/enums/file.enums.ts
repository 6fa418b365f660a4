import { zEnumOf, type EnumValue } from './define';

/**
 * What a stored file is, decided by the server from its content (magic bytes), never from the name
 * or the browser's content type: images and videos for resources and help articles, markdown for
 * documents, packages for software versions.
 */
export const FileKind = { IMAGE: 'image', VIDEO: 'video', MARKDOWN: 'markdown', PACKAGE: 'package' } as const;
export const ZFileKind = zEnumOf(FileKind);
export type TFileKind = EnumValue<typeof FileKind>;
