import { Tag } from 'antd';
import type { ReactNode } from 'react';

const MONO: React.CSSProperties = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' };

/** A machine code (permission code, audit action) in a monospace tag, so it reads as an identifier. */
export const CodeTag = ({ children }: { children: ReactNode }) => <Tag style={MONO}>{children}</Tag>;
