import type { TRobot, TRobotCredential, TRobotSortField } from '@fleet/contracts';
import { useState } from 'react';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListPage } from '../../../components/list-page';
import { Permission, usePermission } from '../../../components/permission';
import { RobotSearchForm, type RobotSearch } from '../../../components/robot-search-form';
import { useLiveRobots } from '../../../lib/live';
import { useFindRobots } from '../../../lib/robot-api';
import { useListState } from '../../../lib/use-list-state';
import { RegisterToolbar } from '../components/register-toolbar';
import { RobotEditModal } from '../components/robot-edit-modal';
import { RobotRegisterTable } from '../components/robot-register-table';
import { otaUpgradeHref } from '../components/robot-row-actions';
import { SecretsModal } from '../components/secrets-modal';

const FILTERS = ['online', 'locked', 'robotType', 'orgId', 'simulated'] as const;

/** Robot registration (desktop): search form, register one / in bulk, server-paged table with row actions. */
export const RobotRegisterPage = () => {
  const { t } = useTranslation('robotRegister');
  const list = useListState<RobotSearch, TRobotSortField>();
  const [editing, setEditing] = useState<TRobot | null>(null);
  const [secrets, setSecrets] = useState<TRobotCredential[] | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const mayUpgrade = usePermission('ota:upgrade');
  const navigate = useNavigate();
  const { data, isFetching } = useFindRobots(list.query);
  // Online and lock change while the page is open: the rows on screen stay live.
  useLiveRobots(data?.list.map((r) => r.id) ?? null);
  return (
    <>
      <ListPage title={t('title')}>
        <RobotSearchForm name="robot-register-search" filters={FILTERS} onSearch={list.onSearch} />
        <RegisterToolbar rows={data?.list} onSecrets={setSecrets} />
        {selected.length > 0 && (
          <Permission code="ota:upgrade">
            <Flex justify="flex-end">
              <Button onClick={() => void navigate(otaUpgradeHref(selected))}>
                {t('ota:fromRobots.upgradeSelected', { count: selected.length })}
              </Button>
            </Flex>
          </Permission>
        )}
        <RobotRegisterTable
          data={data}
          loading={isFetching}
          onPage={list.onPage}
          sort={list.sort}
          onSort={list.onSort}
          onEdit={setEditing}
          onSecret={setSecrets}
          selected={mayUpgrade ? selected : undefined}
          onSelect={mayUpgrade ? setSelected : undefined}
        />
      </ListPage>
      <RobotEditModal robot={editing} onClose={() => setEditing(null)} />
      <SecretsModal creds={secrets} onClose={() => setSecrets(null)} />
    </>
  );
};
