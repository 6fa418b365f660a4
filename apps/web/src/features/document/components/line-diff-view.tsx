import { Alert, Typography } from 'antd';
import { diffLines } from 'diff';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** One line of the comparison: kept, added (+) or removed (−). */
interface Line {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** The changes as lines: `diff` groups consecutive lines; each is shown on its own. */
export const toLines = (from: string, to: string): Line[] =>
  diffLines(from, to).flatMap((c) => {
    const kind = c.added ? 'added' : c.removed ? 'removed' : 'same';
    return c.value
      .replace(/\n$/, '')
      .split('\n')
      .map((text) => ({ kind, text }) as Line);
  });

const STYLE: Record<Line['kind'], { background?: string; sign: string }> = {
  same: { sign: ' ' },
  added: { background: '#e6ffec', sign: '+' },
  removed: { background: '#ffebe9', sign: '−' },
};

/**
 * A line diff of two versions' text (the `diff` package, in this chunk only: the versions screen
 * loads it when a comparison is shown). Added and removed lines carry their sign and a label for
 * screen readers, not only a colour.
 */
const LineDiffView = ({ from, to }: { from: string; to: string }) => {
  const { t } = useTranslation('documents');
  const lines = useMemo(() => toLines(from, to), [from, to]);
  if (lines.every((l) => l.kind === 'same')) return <Alert type="info" showIcon title={t('history.noDifference')} />;
  return (
    <div data-testid="line-diff" style={{ border: '1px solid #f0f0f0', borderRadius: 8, overflowX: 'auto' }}>
      {lines.map((l, i) => (
        <div
          key={i}
          data-change={l.kind}
          aria-label={l.kind === 'same' ? undefined : `${t(`history.${l.kind}`)}: ${l.text}`}
          style={{
            background: STYLE[l.kind].background,
            fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
            whiteSpace: 'pre-wrap',
            padding: '0 8px',
          }}
        >
          <Typography.Text type={l.kind === 'same' ? 'secondary' : undefined} style={{ userSelect: 'none', marginRight: 8 }}>
            {STYLE[l.kind].sign}
          </Typography.Text>
          {l.text}
        </div>
      ))}
    </div>
  );
};
export default LineDiffView;
