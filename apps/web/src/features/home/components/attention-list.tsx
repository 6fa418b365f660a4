import { ATTENTION_STALE_MINUTES, type TAttentionReason, type TAttentionRobot } from '@fleet/contracts';
import { Card, Empty, Flex, List, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Battery } from '../../../components/battery';
import { operateHref } from '../../../lib/operate-robot';
import { useSettings } from '../../../lib/settings';
import { ValueAge } from '../../../components/value-age';

/** Red for what needs a person now, orange for what needs one soon, grey for silence (design.md §7). */
const COLOUR: Record<TAttentionReason, string> = {
  openFault: 'red',
  batteryCritical: 'red',
  offline: 'default',
  batteryLow: 'orange',
  staleReport: 'default',
};

/** The most urgent robots first, each with every reason, linking to its operate page. */
export const AttentionList = ({ robots, total, offlineMinutes }: { robots: TAttentionRobot[]; total: number; offlineMinutes: number }) => {
  const { t } = useTranslation('home');
  const { batteryChargeSoonBelow, batteryDamageBelow } = useSettings();
  const minutes: Partial<Record<TAttentionReason, number>> = { offline: offlineMinutes, staleReport: ATTENTION_STALE_MINUTES };
  const pct: Partial<Record<TAttentionReason, number>> = { batteryCritical: batteryDamageBelow, batteryLow: batteryChargeSoonBelow };
  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('dashboard.attentionTitle')}</h2>} style={{ height: '100%' }}>
      {robots.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.attentionNone')} />
      ) : (
        <>
          <List
            size="small"
            dataSource={robots}
            rowKey="robotId"
            renderItem={(r) => (
              <List.Item data-robot={r.robotId}>
                <Flex vertical gap={4} style={{ width: '100%' }}>
                  <Flex justify="space-between" gap={8} wrap>
                    <Link to={operateHref(r.robotId)}>
                      {r.alias} · {r.deviceNumber}
                    </Link>
                    <Flex gap={8} align="center">
                      {r.battery != null && <Battery value={r.battery} />}
                      <ValueAge at={r.lastSeenAt} />
                    </Flex>
                  </Flex>
                  <Flex wrap gap={4}>
                    {r.reasons.map((reason) => (
                      <Tag key={reason} color={COLOUR[reason]} data-colour={COLOUR[reason]}>
                        {t(`dashboard.reasons.${reason}`, { minutes: minutes[reason], pct: pct[reason] })}
                      </Tag>
                    ))}
                  </Flex>
                </Flex>
              </List.Item>
            )}
          />
          {total > robots.length && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
              {t('dashboard.attentionMore', { total, shown: robots.length })}
            </Typography.Paragraph>
          )}
        </>
      )}
    </Card>
  );
};
