import { fixedTo, type TVisSite, type TVisType } from '@fleet/contracts';
import { Alert, Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page';
import { useRobotTypes } from '../../../lib/robot-types';
import { useGetVisHistory } from '../api/get-vis-history';
import { LoadState } from '../components/load-state';
import { TrendCharts } from '../components/trend-charts';

const LAST30 = { range: 'last30' } as const;

/**
 * visualizeHome: the fleet's utilisation and cleaned area over the past 30 days, with trends per site
 * and per robot type. The same answer as visualizeHistory's past 30 days (one query, one rule).
 */
export const VisualizeHomePage = () => {
  const { t } = useTranslation('visualization');
  const { data, isLoading, isError, refetch } = useGetVisHistory(LAST30);
  const robotTypes = useRobotTypes();
  const typeName = (x: { robotType: number }) => robotTypes.name(x.robotType);
  return (
    <ListPage title={t('home.title')} subtitle={t('home.subtitle')}>
      <LoadState loading={isLoading} error={isError && !data} retry={() => void refetch()}>
        {data && (
          <Flex vertical gap={16}>
            <Typography.Text type="secondary">{t('period', { start: data.start, end: data.end })}</Typography.Text>
            <Row gutter={[16, 16]}>
              {[
                { key: 'utilisation', value: fixedTo(data.totals.utilisationPct, 1), suffix: '%' },
                { key: 'area', value: fixedTo(data.totals.areaM2, 2), suffix: 'm²' },
                { key: 'runs', value: String(data.totals.runs) },
                { key: 'robots', value: String(data.robots) },
              ].map((s) => (
                <Col key={s.key} xs={12} lg={6}>
                  <Card size="small">
                    <Statistic title={t(`home.${s.key}`)} value={s.value} suffix={s.suffix} />
                  </Card>
                </Col>
              ))}
            </Row>
            {data.totals.runs === 0 && <Alert type="info" showIcon title={t('home.noTrend')} />}
            <TrendCharts<TVisSite>
              title={t('home.bySite')}
              caption={t('home.tableSites')}
              trends={data.siteTrends}
              groups={data.bySite}
              name={(x) => ('name' in x ? x.name : '')}
              headTitle={t('fields.site')}
              rowKey={(g) => g.orgId}
            />
            <TrendCharts<TVisType>
              title={t('home.byType')}
              caption={t('home.tableTypes')}
              trends={data.typeTrends}
              groups={data.byType}
              name={(x) => ('robotType' in x ? typeName(x) : '')}
              headTitle={t('fields.robotType')}
              rowKey={(g) => g.robotType}
            />
          </Flex>
        )}
      </LoadState>
    </ListPage>
  );
};
