import { SCREEN } from './screen-colours';

/**
 * One panel of the board. Sizes are in `em` of the board's font size, which follows the viewport
 * (large-screen-board.tsx), so the whole screen scales from 1366×768 to 3840×2160 without scrolling.
 */
export const Panel = ({
  title,
  extra,
  children,
  style,
}: {
  title: string;
  extra?: React.ReactNode;
  children: React.ReactNode;
  style?: React.CSSProperties;
}) => (
  <section
    aria-label={title}
    style={{
      background: SCREEN.panel,
      border: `1px solid ${SCREEN.border}`,
      borderRadius: '0.5em',
      padding: '0.8em 1em',
      display: 'flex',
      flexDirection: 'column',
      minHeight: 0,
      minWidth: 0,
      overflow: 'hidden',
      ...style,
    }}
  >
    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: '1em', marginBottom: '0.6em' }}>
      <h2 style={{ margin: 0, fontSize: '1.15em', fontWeight: 600, color: SCREEN.text }}>{title}</h2>
      {extra && <span style={{ color: SCREEN.secondary, fontSize: '0.9em' }}>{extra}</span>}
    </div>
    <div style={{ flex: 1, minHeight: 0, position: 'relative' }}>{children}</div>
  </section>
);
