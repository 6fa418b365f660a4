import { decodeGeoRobot, type TLargeScreenSite } from '@fleet/contracts';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toFeatures } from '../../../components/geo-map/geo-features';
import { useNow } from '../../../lib/clock';
import { useMapStyle } from '../../../lib/map-style-api';
import { useLargeScreenRobots } from '../api/get-large-screen-robots';
import { Panel } from './panel';
import { SCREEN, SCREEN_MAP_LOOK } from './screen-colours';

// MapLibre is heavy: its chunk loads with the map, after the board's figures.
const GeoMap = lazy(() => import('../../../components/geo-map/geo-map').then((m) => ({ default: m.GeoMap })));

/** The sites with robots: what the panel shows until the map can draw, or instead of it without WebGL. */
const SiteList = ({ sites, hint }: { sites: TLargeScreenSite[]; hint: string }) => {
  const { t } = useTranslation('largeScreen');
  return (
    <div data-slot="site-list" style={{ display: 'flex', flexDirection: 'column', gap: '0.8em' }}>
      <p style={{ margin: 0, color: SCREEN.secondary }}>{hint}</p>
      <ul
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: '0.6em',
        }}
      >
        {sites.map((s) => (
          <li key={s.orgId} style={{ border: `1px solid ${SCREEN.border}`, borderRadius: '0.4em', padding: '0.6em 0.8em', minWidth: 0 }}>
            <div style={{ color: SCREEN.text, fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {s.name}
            </div>
            <div style={{ color: SCREEN.secondary, fontSize: '0.9em' }}>{t('sitesRobots', { count: s.robots })}</div>
          </li>
        ))}
      </ul>
    </div>
  );
};

/**
 * The control room's fleet map: the geography view's map (same engine, base and feature builder) in
 * the dark look, fitted to where the robots are, clustered when zoomed out, live through the hub's
 * compact fleet view. A wall display is not touched: no card, no zoom buttons. Where MapLibre cannot
 * start (no WebGL) the sites are listed instead, and the panel says why.
 */
/** `scale`: how much larger than the console's the robots and labels are drawn (the board's size). */
export const SitesMapSlot = ({ sites, scale }: { sites: TLargeScreenSite[]; scale: number }) => {
  const { t } = useTranslation('largeScreen');
  const robots = useLargeScreenRobots();
  const style = useMapStyle();
  const [unavailable, setUnavailable] = useState(false);
  const look = useMemo(() => ({ ...SCREEN_MAP_LOOK, scale }), [scale]);
  const now = useNow();
  // The features change with the data or the minute (the stale rule), not every clock tick.
  const minute = Math.floor(now / 60_000);
  const features = useMemo(
    () => robots.data && toFeatures(robots.data.robots.map(decodeGeoRobot), minute * 60_000, robots.data.staleMinutes),
    [robots.data, minute],
  );
  const hint = unavailable ? t('mapUnavailable') : robots.isError || style.isError ? t('mapError') : t('mapLoading');
  return (
    <Panel title={t('mapTitle')} extra={features && !unavailable ? t('mapPlaced', { count: features.features.length }) : undefined}>
      {features && style.data && !unavailable ? (
        <Suspense fallback={<SiteList sites={sites} hint={t('mapLoading')} />}>
          <GeoMap
            base={style.data}
            robots={features}
            label={t('mapLabel')}
            look={look}
            fitRobots
            controls={false}
            onUnavailable={() => setUnavailable(true)}
          />
        </Suspense>
      ) : (
        <SiteList sites={sites} hint={hint} />
      )}
    </Panel>
  );
};
