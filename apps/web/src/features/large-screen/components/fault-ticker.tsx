import type { THomeFault } from '@fleet/contracts';
import { useTranslation } from 'react-i18next';
import { faultCodeLabel } from '../../../components/event-level';
import { formatClock } from '../../../lib/format';
import { Panel } from './panel';
import { SCREEN } from './screen-colours';

const LEVEL_COLOUR = { warning: SCREEN.warning, fault: SCREEN.states.fault, emergency: SCREEN.states.fault } as const;

/**
 * The newest faults still to handle, newest first, in one row across the bottom. The summary is read
 * again at once on every fault notice of the hub, so a new fault enters here within a moment.
 */
export const FaultTicker = ({ faults, open }: { faults: THomeFault[]; open: number }) => {
  const { t } = useTranslation('largeScreen');
  const { t: tf } = useTranslation('robotFault');
  const { t: te } = useTranslation('robotEvent');
  return (
    <Panel title={t('faultsTitle')} extra={open > 0 ? t('faultsOpen', { count: open }) : undefined}>
      {faults.length === 0 ? (
        <p style={{ color: SCREEN.secondary, margin: 0 }}>{t('faultsNone')}</p>
      ) : (
        <ul aria-live="polite" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: '1em', overflow: 'hidden' }}>
          {faults.map((f) => (
            <li
              key={f.id}
              data-fault={f.id}
              style={{
                flex: '0 1 auto',
                minWidth: 0,
                display: 'flex',
                gap: '0.5em',
                alignItems: 'baseline',
                whiteSpace: 'nowrap',
                borderLeft: `0.25em solid ${LEVEL_COLOUR[f.level]}`,
                paddingLeft: '0.5em',
              }}
            >
              <span style={{ color: LEVEL_COLOUR[f.level], fontWeight: 600 }}>{t(`shared:enums.EventLevel.${f.level}`)}</span>
              <span style={{ color: SCREEN.text, fontWeight: 600 }}>{faultCodeLabel(tf, te, f)}</span>
              <span style={{ color: SCREEN.text, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {f.robotAlias} · {f.deviceNumber}
              </span>
              <span style={{ color: SCREEN.secondary }}>{formatClock(f.lastSeenAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
};
