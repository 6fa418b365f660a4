import { getPublicHelpFileRoute, API_BASE } from '@fleet/contracts';
import { Spin } from 'antd';
import { useFileObjectUrl } from '../../lib/file-object-url';

/**
 * Where the stored files of a markdown body come from: `session` fetches them with the signed-in
 * user's token (the console), `public` asks the public help route, which serves a file only while a
 * public article shows it (the /help/:id page, signed out).
 */
export type MarkdownFiles = 'session' | 'public';

interface Props {
  id: number;
  alt: string;
  /** `#video` after the address (the editor writes it for videos): a player instead of a picture. */
  video: boolean;
}

const mediaStyle = { maxWidth: '100%' } as const;

const Media = ({ src, alt, video }: { src: string; alt: string; video: boolean }) =>
  video ? <video src={src} controls aria-label={alt} style={mediaStyle} /> : <img src={src} alt={alt} loading="lazy" style={mediaStyle} />;

const SessionFile = ({ id, alt, video }: Props) => {
  const { url, isError } = useFileObjectUrl(id);
  // A file that is gone (or not the reader's) leaves its description, like any refused source.
  if (isError) return <span>{alt}</span>;
  return url ? <Media src={url} alt={alt} video={video} /> : <Spin size="small" aria-label={alt} />;
};

/** A picture or video of the file store inside markdown, fetched the way the page may fetch it. */
export const FileMedia = ({ files, ...p }: Props & { files: MarkdownFiles }) =>
  files === 'public' ? (
    <Media src={`${API_BASE}${getPublicHelpFileRoute.path.replace(':id', String(p.id))}`} alt={p.alt} video={p.video} />
  ) : (
    <SessionFile {...p} />
  );
