import type { TLargeScreenSite } from '@fleet/contracts';
import { useTranslation } from 'react-i18next';
import { Panel } from './panel';
import { SCREEN } from './screen-colours';

/**
 * SLOT FOR THE GEOGRAPHY MAP (issue 13). The fleet map (MapLibre, dark style) is built in
 * features/robot-monitor; the integrator replaces this panel's body with it. Until then the panel lists
 * the sites that hold robots: no invented map.
 */
export const SitesMapSlot = ({ sites }: { sites: TLargeScreenSite[] }) => {
  const { t } = useTranslation('largeScreen');
  return (
    <Panel title={t('mapTitle')}>
      <div data-slot="geography-map" style={{ display: 'flex', flexDirection: 'column', gap: '0.8em' }}>
        <p style={{ margin: 0, color: SCREEN.secondary }}>{t('mapHint')}</p>
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
    </Panel>
  );
};
