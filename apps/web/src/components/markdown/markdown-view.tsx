import { Typography } from 'antd';
import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { fileIdOfUrl } from '@fleet/contracts';
import { FileMedia, type MarkdownFiles } from './file-media';
import { isExternal, safeUrl } from './markdown-policy';

/**
 * GitHub's allow-list (no script, style, iframe, object, embed, form, no on* or style attributes),
 * narrowed to the protocols of markdown-policy.ts. Raw HTML in the source is never parsed at all
 * (no rehype-raw): it is dropped before this step; the sanitiser guards what plugins produce.
 */
const schema = {
  ...defaultSchema,
  protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto'], src: ['https'] },
};

const base: Components = {
  a: ({ href, children, node: _n, ...rest }) => {
    const external = !!href && isExternal(href, window.location.origin);
    return (
      <a {...rest} href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    );
  },
  table: ({ node: _n, ...rest }) => (
    <div style={{ overflowX: 'auto' }}>
      <table {...rest} />
    </div>
  ),
};

/** Images: a stored file through FileMedia (an <img> cannot send the session); others as they are. */
const withImages = (files: MarkdownFiles): Components => ({
  ...base,
  // A refused source leaves the alt text, never a broken image that fetches something else.
  img: ({ src, alt, node: _n, ...rest }) => {
    const fileId = typeof src === 'string' ? fileIdOfUrl(src) : undefined;
    if (fileId !== undefined) return <FileMedia files={files} id={fileId} alt={alt ?? ''} video={String(src).endsWith('#video')} />;
    return src ? <img {...rest} src={src} alt={alt ?? ''} loading="lazy" style={{ maxWidth: '100%' }} /> : <span>{alt}</span>;
  },
});
const COMPONENTS: Record<MarkdownFiles, Components> = { session: withImages('session'), public: withImages('public') };

/** Markdown rendered to React elements (the one renderer of the web); loaded only by screens that show it. */
const MarkdownView = ({ source, files = 'session' }: { source: string; files?: MarkdownFiles }) => (
  <Typography className="markdown-body" data-testid="markdown">
    <ReactMarkdown
      remarkPlugins={[remarkGfm]}
      rehypePlugins={[[rehypeSanitize, schema]]}
      urlTransform={safeUrl}
      components={COMPONENTS[files]}
      skipHtml
    >
      {source}
    </ReactMarkdown>
  </Typography>
);
export default MarkdownView;
