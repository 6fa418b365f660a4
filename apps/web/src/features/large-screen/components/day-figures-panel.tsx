import { fixedTo, UNITS, type THomeDayFigures } from '@fleet/contracts';
import { useTranslation } from 'react-i18next';
import { Panel } from './panel';
import { SCREEN } from './screen-colours';

/** Each figure with its unit (spec §9) and decimals, as on the home dashboard. */
const FIGURES = [
  { key: 'area', field: 'areaM2', unit: UNITS.area, digits: 1 },
  { key: 'runTime', field: 'runTimeMin', unit: UNITS.time, digits: 0 },
  { key: 'energy', field: 'energyKwh', unit: UNITS.energy, digits: 2 },
  { key: 'water', field: 'waterL', unit: UNITS.water, digits: 1 },
] as const;

/** Today so far against yesterday, from the daily rollups (finished runs). */
export const DayFiguresPanel = ({ today, yesterday }: { today: THomeDayFigures; yesterday: THomeDayFigures }) => {
  const { t } = useTranslation('largeScreen');
  return (
    <Panel title={t('figuresTitle')}>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '0.8em 1em' }}>
        {FIGURES.map((f) => {
          const up = today[f.field] >= yesterday[f.field];
          return (
            <div key={f.key} data-figure={f.key} style={{ minWidth: 0 }}>
              <div style={{ color: SCREEN.secondary, fontSize: '0.9em' }}>{t(`home:dashboard.figures.${f.key}`)}</div>
              <div style={{ fontSize: '1.7em', fontWeight: 600, color: SCREEN.text, whiteSpace: 'nowrap' }}>
                {fixedTo(today[f.field], f.digits)} <span style={{ fontSize: '0.55em', color: SCREEN.secondary }}>{f.unit}</span>
              </div>
              <div style={{ color: SCREEN.secondary, fontSize: '0.85em' }}>
                <span aria-hidden style={{ color: up ? SCREEN.states.idle : SCREEN.warning }}>
                  {up ? '▲ ' : '▼ '}
                </span>
                {t('yesterdayValue', { value: `${fixedTo(yesterday[f.field], f.digits)} ${f.unit}` })}
              </div>
            </div>
          );
        })}
      </div>
    </Panel>
  );
};
