import type { TInstalledVersion } from '@fleet/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page';
import { useListState } from '../../../lib/use-list-state';
import { useFindInstalledVersions } from '../api/installed';
import { InstalledRobotsDrawer } from '../components/installed-robots-drawer';
import { InstalledSearchForm, type InstalledSearch } from '../components/installed-search-form';
import { InstalledTable } from '../components/installed-table';

/** Installed versions (spec §2 robotVersion): what the fleet runs, unit by unit, and which robots run it. */
export const RobotVersionPage = () => {
  const { t } = useTranslation('version');
  const list = useListState<InstalledSearch>();
  const { data, isFetching } = useFindInstalledVersions(list.query);
  const [open, setOpen] = useState<TInstalledVersion>();
  return (
    <ListPage title={t('installed.title')} subtitle={t('installed.subtitle')}>
      <InstalledSearchForm onSearch={list.onSearch} />
      <InstalledTable data={data} loading={isFetching} onPage={list.onPage} onOpen={setOpen} />
      {open && <InstalledRobotsDrawer version={open} onClose={() => setOpen(undefined)} />}
    </ListPage>
  );
};
