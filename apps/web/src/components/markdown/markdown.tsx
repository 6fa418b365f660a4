import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { MarkdownFiles } from './file-media';

/** The parser and sanitiser (~50 KB gz) come with the first screen that shows markdown, never with Login or the shell. */
const MarkdownView = lazy(() => import('./markdown-view'));

/** Renders markdown safely (markdown-view.tsx); a skeleton while its chunk loads. */
export const Markdown = ({ source, files }: { source: string; files?: MarkdownFiles }) => (
  <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
    <MarkdownView source={source} files={files} />
  </Suspense>
);
