import type { TVisSite, TVisSiteTrend, TVisType, TVisTypeTrend } from '@fleet/contracts';
import { Card, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { BarLineChart } from './bar-line-chart';
import { FigureTable } from './figure-table';

type Trend = TVisSiteTrend | TVisTypeTrend;
type Group = TVisSite | TVisType;

interface Props<G extends Group> {
  title: string;
  caption: string;
  trends: Trend[];
  groups: G[];
  name: (t: Trend | G) => string;
  headTitle: string;
  rowKey: (g: G) => number;
}

/** Utilisation and area per day, one line per site or robot type, with their 30-day figures in a table. */
export const TrendCharts = <G extends Group>({ title, caption, trends, groups, name, headTitle, rowKey }: Props<G>) => {
  const { t } = useTranslation('visualization');
  const days = trends[0]?.points.map((p) => p.day) ?? [];
  const lines = (k: 'utilisationPct' | 'areaM2') => trends.map((tr) => ({ name: name(tr), values: tr.points.map((p) => p[k]) }));
  return (
    <Card size="small" title={title}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12} xxl={8}>
          <BarLineChart
            kind="line"
            categories={days}
            series={lines('utilisationPct')}
            axis="%"
            label={`${title}: ${t('home.utilisationTrend')}`}
          />
        </Col>
        <Col xs={24} lg={12} xxl={8}>
          <BarLineChart kind="line" categories={days} series={lines('areaM2')} axis="m²" label={`${title}: ${t('home.areaTrend')}`} />
        </Col>
        <Col xs={24} xxl={8}>
          <FigureTable<G>
            caption={caption}
            rows={groups}
            rowKey={rowKey}
            head={{ title: headTitle, render: (g) => name(g), width: 130 }}
            metrics={['utilisationPct', 'areaM2']}
            value={(g, k) => g[k]}
            height={220}
          />
        </Col>
      </Row>
    </Card>
  );
};
