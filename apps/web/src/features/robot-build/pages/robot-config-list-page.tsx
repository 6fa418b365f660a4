import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page';
import { useListState } from '../../../lib/use-list-state';
import { useFindRobotBuilds } from '../api/find-robot-builds';
import { RobotBuildSearchForm, type RobotBuildSearch } from '../components/robot-build-search-form';
import { RobotBuildTable } from '../components/robot-build-table';

/**
 * The robot configuration list (issue 16, robotConfigList): each robot the user sees with its product
 * and hardware version, the components installed in it and its consumables' remaining life; a robot
 * opens its configuration (components, swaps, consumables, shipments).
 */
export const RobotConfigListPage = () => {
  const { t } = useTranslation('robotBuild');
  const list = useListState<RobotBuildSearch>();
  const { data, isFetching } = useFindRobotBuilds(list.query);
  const filtered = Object.values(list.search).some((v) => v !== undefined);
  return (
    <ListPage title={t('title')} subtitle={t('subtitle')}>
      <RobotBuildSearchForm onSearch={list.onSearch} />
      <RobotBuildTable data={data} loading={isFetching} onPage={list.onPage} emptyText={filtered ? t('noMatch') : t('empty')} />
    </ListPage>
  );
};
