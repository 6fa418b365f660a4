import { Card, Col, Empty, Row, Space } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useOperateCodes } from '../../../lib/session-api';
import { groupEntries, type MenuEntry } from '../menu-entries';

/** Quick links: every menu group the user's permissions allow, as links. */
export const QuickLinks = ({ entries }: { entries: readonly MenuEntry[] }) => {
  const { t } = useTranslation('home');
  const groups = groupEntries(entries, useOperateCodes());
  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('groupsTitle')}</h2>}>
      {groups.length === 0 ? (
        <Empty description={t('noGroups')} />
      ) : (
        <Row gutter={[16, 16]}>
          {groups.map((g) => (
            <Col key={g.group} xs={24} md={12} xl={8}>
              <Card type="inner" title={t(`shared:groups.${g.group}`)} size="small">
                <nav aria-label={t(`shared:groups.${g.group}`)}>
                  <Space wrap>
                    {g.entries.map((e) => (
                      <Link key={e.code} to={e.href}>
                        {t(e.labelKey)}
                      </Link>
                    ))}
                  </Space>
                </nav>
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
};
