import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isDisplayEnded, useLargeScreenSummary } from '../api/get-large-screen-summary';
import { DayFiguresPanel } from './day-figures-panel';
import { FaultTicker } from './fault-ticker';
import { FleetStatePanel } from './fleet-state-panel';
import { ScreenHeader } from './screen-header';
import { SCREEN } from './screen-colours';
import { SitesMapSlot } from './sites-map-slot';
import { TopSitesPanel } from './top-sites-panel';
import { TrendPanel } from './trend-panel';

/**
 * The board's font size: 16 px at 1920×1080, in proportion to whichever side is tighter, so every
 * size in `em` scales with it and the board fills 1366×768 or 3840×2160 without scrolling.
 */
export const boardFontPx = (width: number, height: number) => Math.min(height / 67.5, width / 120);
const useBoardFontPx = () => {
  const [px, setPx] = useState(() => boardFontPx(window.innerWidth, window.innerHeight));
  useEffect(() => {
    const onResize = () => setPx(boardFontPx(window.innerWidth, window.innerHeight));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return px;
};

/** The chart's share of the right column, in board `em` (its panel is half the main row, less its title). */
const CHART_EM = 21.5;
/**
 * The map's robots and labels grow with the board past its 1920×1080 design (a 4K wall), but never
 * below the console's own sizes, which are already the smallest a map reads at.
 */
const mapScale = (px: number) => Math.max(1, px / boardFontPx(1920, 1080));

const Message = ({ text, role }: { text: string; role?: 'alert' }) => (
  <p role={role} style={{ margin: 'auto', maxWidth: '40em', textAlign: 'center', fontSize: '1.8em', color: SCREEN.text }}>
    {text}
  </p>
);

interface Props {
  /** Whether the caller may hear the hub's fault notices (a display link may; a user needs robotFault:view). */
  faults: boolean;
  headerStart?: React.ReactNode;
  headerEnd?: React.ReactNode;
}

/** The control room: header, fleet state and today's figures, the map slot, the trend and top sites, the fault ticker. */
export const LargeScreenBoard = ({ faults, headerStart, headerEnd }: Props) => {
  const { t } = useTranslation('largeScreen');
  const px = useBoardFontPx();
  const q = useLargeScreenSummary(faults);
  const d = q.data;
  const frame: React.CSSProperties = {
    position: 'fixed',
    inset: 0,
    background: SCREEN.background,
    color: SCREEN.text,
    fontSize: px,
    lineHeight: 1.35,
    padding: '1.2em 1.5em',
    gap: '1em',
    display: 'grid',
    gridTemplateRows: 'auto minmax(0, 1fr) auto',
    overflow: 'hidden',
  };
  if (isDisplayEnded(q.error)) {
    return (
      <main style={{ ...frame, gridTemplateRows: '1fr' }}>
        <Message role="alert" text={t('ended')} />
      </main>
    );
  }
  const header = (
    <ScreenHeader scopeName={d?.scopeName} generatedAt={d?.generatedAt} stale={q.isError} start={headerStart} end={headerEnd} />
  );
  if (!d) {
    return (
      <main style={{ ...frame, gridTemplateRows: 'auto 1fr' }}>
        {header}
        <Message role={q.isError ? 'alert' : undefined} text={q.isError ? t('loadError') : t('dataLoading')} />
      </main>
    );
  }
  return (
    <main style={frame}>
      {header}
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1.5fr 1fr', gap: '1em', minHeight: 0 }}>
        <div style={{ display: 'grid', gridTemplateRows: 'auto minmax(0, 1fr)', gap: '1em', minHeight: 0 }}>
          <FleetStatePanel robots={d.robots} states={d.states} />
          <DayFiguresPanel today={d.today} yesterday={d.yesterday} />
        </div>
        <SitesMapSlot sites={d.topSites} scale={mapScale(px)} />
        <div style={{ display: 'grid', gridTemplateRows: 'minmax(0, 1fr) minmax(0, 1fr)', gap: '1em', minHeight: 0 }}>
          <TrendPanel trend={d.trend} height={Math.round(CHART_EM * px)} />
          <TopSitesPanel sites={d.topSites} />
        </div>
      </div>
      {q.isError && (
        <p
          role="status"
          style={{ position: 'absolute', top: '0.3em', left: '50%', transform: 'translateX(-50%)', margin: 0, color: SCREEN.warning }}
        >
          {t('stale')}
        </p>
      )}
      <FaultTicker faults={d.latestFaults} open={d.openFaults} />
    </main>
  );
};
