import path from 'node:path';

/** The store's directory inside the files directory (landmark files keep theirs beside it). */
export const fileStoreDir = (filesDir: string) => path.join(filesDir, 'store');
/** Thumbnails apart from the files: content-addressed too, and never counted as a file's content. */
export const thumbnailStoreDir = (filesDir: string) => path.join(filesDir, 'thumbs');
