import { fixedTo, UNITS, type TLargeScreenSite } from '@fleet/contracts';
import { useTranslation } from 'react-i18next';
import { Panel } from './panel';
import { SCREEN } from './screen-colours';

/** Organisations with robots, most area cleaned over the last 7 days first, with a bar against the first. */
export const TopSitesPanel = ({ sites }: { sites: TLargeScreenSite[] }) => {
  const { t } = useTranslation('largeScreen');
  const max = Math.max(1, ...sites.map((s) => s.areaM2));
  return (
    <Panel title={t('sitesTitle')}>
      {sites.length === 0 ? (
        <p style={{ color: SCREEN.secondary, margin: 0 }}>{t('sitesNone')}</p>
      ) : (
        <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '0.45em' }}>
          {sites.map((s, i) => (
            <li key={s.orgId} data-site={s.orgId}>
              <div style={{ display: 'flex', gap: '0.6em', alignItems: 'baseline' }}>
                <span style={{ color: SCREEN.accent, fontWeight: 700, width: '1.4em' }}>{i + 1}</span>
                <span
                  style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: SCREEN.text }}
                >
                  {s.name}
                </span>
                <span style={{ color: SCREEN.secondary, fontSize: '0.85em' }}>{t('sitesRobots', { count: s.robots })}</span>
                <span style={{ color: SCREEN.text, fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {fixedTo(s.areaM2, 1)} {UNITS.area}
                </span>
              </div>
              <div aria-hidden style={{ marginLeft: '2em', height: '0.3em', background: SCREEN.border, borderRadius: '0.15em' }}>
                <div style={{ width: `${(s.areaM2 / max) * 100}%`, height: '100%', background: SCREEN.accent, borderRadius: '0.15em' }} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
};
