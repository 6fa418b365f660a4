import type { TRobot, TRobotCredential, TRobotSortField } from '@fleet/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page';
import { RobotSearchForm, type RobotSearch } from '../../../components/robot-search-form';
import { useLiveRobots } from '../../../lib/live';
import { useFindRobots } from '../../../lib/robot-api';
import { useListState } from '../../../lib/use-list-state';
import { RegisterToolbar } from '../components/register-toolbar';
import { RobotEditModal } from '../components/robot-edit-modal';
import { RobotRegisterTable } from '../components/robot-register-table';
import { SecretsModal } from '../components/secrets-modal';

const FILTERS = ['online', 'locked', 'robotType', 'orgId', 'simulated'] as const;

/** Robot registration (desktop): search form, register one / in bulk, server-paged table with row actions. */
export const RobotRegisterPage = () => {
  const { t } = useTranslation('robotRegister');
  const list = useListState<RobotSearch, TRobotSortField>();
  const [editing, setEditing] = useState<TRobot | null>(null);
  const [secrets, setSecrets] = useState<TRobotCredential[] | null>(null);
  const { data, isFetching } = useFindRobots(list.query);
  // Online and lock change while the page is open: the rows on screen stay live.
  useLiveRobots(data?.list.map((r) => r.id) ?? null);
  return (
    <>
      <ListPage title={t('title')}>
        <RobotSearchForm name="robot-register-search" filters={FILTERS} onSearch={list.onSearch} />
        <RegisterToolbar rows={data?.list} onSecrets={setSecrets} />
        <RobotRegisterTable
          data={data}
          loading={isFetching}
          onPage={list.onPage}
          sort={list.sort}
          onSort={list.onSort}
          onEdit={setEditing}
          onSecret={setSecrets}
        />
      </ListPage>
      <RobotEditModal robot={editing} onClose={() => setEditing(null)} />
      <SecretsModal creds={secrets} onClose={() => setSecrets(null)} />
    </>
  );
};
