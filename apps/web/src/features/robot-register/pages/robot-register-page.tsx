import { PAGE_SIZE_DEFAULT, type TRobot, type TRobotCredential } from '@fleet/contracts';
import { Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RobotSearchForm, type RobotSearch } from '../../../components/robot-search-form';
import { useLiveRobots } from '../../../lib/live';
import { useFindRobots } from '../../../lib/robot-api';
import { RegisterToolbar } from '../components/register-toolbar';
import { RobotEditModal } from '../components/robot-edit-modal';
import { RobotRegisterTable } from '../components/robot-register-table';
import { SecretsModal } from '../components/secrets-modal';

const FILTERS = ['online', 'locked', 'robotType', 'orgId', 'simulated'] as const;

/** Robot registration (desktop): search form, register one / in bulk, server-paged table with row actions. */
export const RobotRegisterPage = () => {
  const { t } = useTranslation('robotRegister');
  const [search, setSearch] = useState<RobotSearch>({});
  const [paging, setPaging] = useState({ page: 1, pageSize: PAGE_SIZE_DEFAULT });
  const [editing, setEditing] = useState<TRobot | null>(null);
  const [secrets, setSecrets] = useState<TRobotCredential[] | null>(null);
  const { data, isFetching } = useFindRobots({ ...search, ...paging });
  // Online and lock change while the page is open: the rows on screen stay live.
  useLiveRobots(data?.list.map((r) => r.id) ?? null);
  return (
    <Card>
      <Flex vertical gap={16}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('title')}
        </Typography.Title>
        <RobotSearchForm
          name="robot-register-search"
          filters={FILTERS}
          onSearch={(s) => {
            setSearch(s);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
        />
        <RegisterToolbar rows={data?.list} onSecrets={setSecrets} />
        <RobotRegisterTable
          data={data}
          loading={isFetching}
          onPage={(page, pageSize) => setPaging({ page, pageSize })}
          onEdit={setEditing}
          onSecret={setSecrets}
        />
      </Flex>
      <RobotEditModal robot={editing} onClose={() => setEditing(null)} />
      <SecretsModal creds={secrets} onClose={() => setSecrets(null)} />
    </Card>
  );
};
