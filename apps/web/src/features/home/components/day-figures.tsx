import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { fixedTo, UNITS, type THomeDayFigures } from '@fleet/contracts';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Each figure with its unit (spec §9) and its decimals. */
const FIGURES = [
  { key: 'area', field: 'areaM2', unit: UNITS.area, digits: 1 },
  { key: 'runTime', field: 'runTimeMin', unit: UNITS.time, digits: 0 },
  { key: 'energy', field: 'energyKwh', unit: UNITS.energy, digits: 2 },
  { key: 'water', field: 'waterL', unit: UNITS.water, digits: 1 },
] as const;

const Change = ({ today, yesterday, unit, digits }: { today: number; yesterday: number; unit: string; digits: number }) => {
  const { t } = useTranslation('home');
  const diff = today - yesterday;
  if (fixedTo(diff, digits) === fixedTo(0, digits)) return <Typography.Text type="secondary">{t('dashboard.noChange')}</Typography.Text>;
  // A typographic minus for both, so the change reads the same in the figure and the percentage.
  const sign = diff > 0 ? '+' : '−';
  const pct = yesterday > 0 ? ` (${sign}${fixedTo(Math.abs(diff / yesterday) * 100, 0)} %)` : '';
  const value = `${sign}${fixedTo(Math.abs(diff), digits)} ${unit}${pct}`;
  return (
    <Typography.Text type="secondary">
      {diff > 0 ? <ArrowUpOutlined /> : <ArrowDownOutlined />} {t('dashboard.change', { value })}
    </Typography.Text>
  );
};

/** Today so far against yesterday, from the daily rollups (finished runs), with the change. */
export const DayFigures = ({ today, yesterday }: { today: THomeDayFigures; yesterday: THomeDayFigures }) => {
  const { t } = useTranslation('home');
  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('dashboard.figuresTitle')}</h2>} style={{ height: '100%' }}>
      <Row gutter={[16, 16]}>
        {FIGURES.map((f) => (
          <Col key={f.key} xs={24} sm={12} data-figure={f.key}>
            <Statistic
              title={`${t(`dashboard.figures.${f.key}`)} · ${t('dashboard.today')}`}
              value={fixedTo(today[f.field], f.digits)}
              groupSeparator=""
              suffix={f.unit}
            />
            <div>
              {t('dashboard.yesterday')}: {fixedTo(yesterday[f.field], f.digits)} {f.unit}
            </div>
            <Change today={today[f.field]} yesterday={yesterday[f.field]} unit={f.unit} digits={f.digits} />
          </Col>
        ))}
      </Row>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
        {t('dashboard.figuresHint')}
      </Typography.Paragraph>
    </Card>
  );
};
