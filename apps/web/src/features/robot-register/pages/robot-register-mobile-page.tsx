import type { TRobot, TRobotCredential } from '@fleet/contracts';
import { Descriptions, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MobileCardList } from '../../../components/mobile-card-list';
import { OnlineTag } from '../../../components/status-tag';
import { useLiveRobots } from '../../../lib/live';
import { useFindRobotsInfinite } from '../../../lib/robot-api';
import { RegisterToolbar } from '../components/register-toolbar';
import { RobotEditModal } from '../components/robot-edit-modal';
import { useRegisterFields } from '../components/robot-register-fields';
import { RobotRowActions } from '../components/robot-row-actions';
import { SecretsModal } from '../components/secrets-modal';

const CARD_FIELDS = new Set(['robotType', 'simulated', 'organization', 'locked', 'createdAt', 'hosting']);

/** Robot registration on phones: register one or in bulk, searchable cards with large touch targets. */
export const RobotRegisterMobilePage = () => {
  const { t } = useTranslation('robotRegister');
  const fields = useRegisterFields().filter((f) => CARD_FIELDS.has(f.key));
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<TRobot | null>(null);
  const [secrets, setSecrets] = useState<TRobotCredential[] | null>(null);
  const query = useFindRobotsInfinite({ keyword: keyword || undefined });
  const items = query.data?.pages.flatMap((p) => p.list);
  useLiveRobots(items?.map((r) => r.id) ?? null);
  return (
    <Flex vertical gap={12}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('title')}
      </Typography.Title>
      <MobileCardList<TRobot>
        items={items}
        itemKey={(r) => r.id}
        searchLabel={t('robot:placeholders.keyword')}
        onSearch={setKeyword}
        emptyText={t('empty')}
        hasMore={!!query.hasNextPage}
        loadingMore={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        onOpen={(r) => r.access === 'owner' && setEditing(r)}
        renderTitle={(r) => (
          <Flex justify="space-between" align="center" gap={8}>
            <span>
              {r.alias} · {r.deviceNumber}
            </span>
            <OnlineTag online={r.live.online} />
          </Flex>
        )}
        renderBody={(r) => (
          <Descriptions size="small" column={1} items={fields.map((f) => ({ key: f.key, label: f.label, children: f.render(r) }))} />
        )}
        renderActions={(r) => <RobotRowActions robot={r} size="large" onEdit={setEditing} onSecret={setSecrets} />}
        toolbar={<RegisterToolbar mobile onSecrets={setSecrets} />}
      />
      <RobotEditModal robot={editing} onClose={() => setEditing(null)} mobile />
      <SecretsModal creds={secrets} onClose={() => setSecrets(null)} mobile />
    </Flex>
  );
};
