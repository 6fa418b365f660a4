import { fileContentUrl, type TFileItem } from '@fleet/contracts';

/** An image's markdown; brackets and parentheses would end it early, so the alt text and URL are escaped. */
export const imageMarkdown = (alt: string, url: string) =>
  `![${alt.replace(/[[\]\\]/g, (c) => `\\${c}`)}](${encodeURI(url.trim()).replace(/[()]/g, (c) => (c === '(' ? '%28' : '%29'))})`;

/**
 * A stored file in an article: its content URL (the server knows an article's files by it), `#video`
 * for a video so the renderer shows a player; described by the text given or else the file's name.
 */
export const fileMarkdown = (file: Pick<TFileItem, 'id' | 'kind' | 'name'>, alt?: string) =>
  `\n${imageMarkdown(alt?.trim() || file.name.replace(/\.[^.]+$/, ''), `${fileContentUrl(file.id)}${file.kind === 'video' ? '#video' : ''}`)}\n`;
