import type { TRobot, TRobotCredential } from '@fleet/contracts';
import { Descriptions } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page';
import { loadMoreProps, MobileCardList } from '../../../components/mobile-card-list';
import { RobotCardTitle } from '../../../components/robot-card-title';
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
  const cards = loadMoreProps(query);
  useLiveRobots(cards.items?.map((r) => r.id) ?? null);
  return (
    <ListPage title={t('title')} mobile>
      <MobileCardList<TRobot>
        {...cards}
        itemKey={(r) => r.id}
        searchLabel={t('robot:placeholders.keyword')}
        onSearch={setKeyword}
        emptyText={t('empty')}
        onOpen={(r) => r.access === 'owner' && setEditing(r)}
        renderTitle={(r) => <RobotCardTitle robot={r} />}
        renderBody={(r) => (
          <Descriptions size="small" column={1} items={fields.map((f) => ({ key: f.key, label: f.label, children: f.render(r) }))} />
        )}
        renderActions={(r) => <RobotRowActions robot={r} size="large" onEdit={setEditing} onSecret={setSecrets} />}
        toolbar={<RegisterToolbar mobile onSecrets={setSecrets} />}
      />
      <RobotEditModal robot={editing} onClose={() => setEditing(null)} mobile />
      <SecretsModal creds={secrets} onClose={() => setSecrets(null)} mobile />
    </ListPage>
  );
};
