import { FLEET_STATES, type TFleetStateCounts } from '@fleet/contracts';
import { useTranslation } from 'react-i18next';
import { Panel } from './panel';
import { SCREEN } from './screen-colours';

/** The robots in scope and how many are in each state (contracts FLEET_STATES: each robot once). */
export const FleetStatePanel = ({ robots, states }: { robots: number; states: TFleetStateCounts }) => {
  const { t } = useTranslation('largeScreen');
  return (
    <Panel title={t('statesTitle')}>
      <div style={{ display: 'flex', alignItems: 'baseline', gap: '0.6em', marginBottom: '0.6em' }}>
        <span data-testid="robots-total" style={{ fontSize: '3.2em', fontWeight: 700, color: SCREEN.accent, lineHeight: 1 }}>
          {robots}
        </span>
        <span style={{ color: SCREEN.secondary }}>{t('robotsTotal')}</span>
      </div>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '0.45em 1em' }}>
        {FLEET_STATES.map((s) => (
          <li key={s} data-state={s} style={{ display: 'flex', alignItems: 'center', gap: '0.5em' }}>
            <span
              aria-hidden
              style={{ width: '0.7em', height: '0.7em', borderRadius: '50%', background: SCREEN.states[s], flex: 'none' }}
            />
            <span
              style={{ color: SCREEN.secondary, flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            >
              {t(`home:dashboard.states.${s}`)}
            </span>
            <span style={{ fontSize: '1.4em', fontWeight: 600, color: SCREEN.states[s] }}>{states[s]}</span>
          </li>
        ))}
      </ul>
    </Panel>
  );
};
