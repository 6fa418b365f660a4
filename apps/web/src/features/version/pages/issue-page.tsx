import { PackageState, type TPackage, type TPackageSortField, type TPackageState } from '@fleet/contracts';
import { Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page';
import { PagedTable } from '../../../components/paged-table';
import { RowActions } from '../../../components/row-actions';
import { feedback } from '../../../lib/feedback';
import { useListState } from '../../../lib/use-list-state';
import { useFindPackages, useWithdrawPackage } from '../api/packages';
import { packageColumns, releaseColumn } from '../components/package-columns';
import { PackageReleaseModal } from '../components/package-release-modal';
import { PackageSearchForm, type PackageSearch } from '../components/package-search-form';

const SORT = ['submittedAt', 'releasedAt'] as const;
const EMPTY = { submitted: 'release.emptyWaiting', released: 'release.emptyReleased', withdrawn: 'release.emptyWithdrawn' } as const;

/** Package release (spec §2 issue): submissions awaiting approval, released packages (who, when, to whom), withdrawn ones. */
export const IssuePage = () => {
  const { t } = useTranslation('version');
  const [state, setState] = useState<TPackageState>(PackageState.SUBMITTED);
  const list = useListState<PackageSearch, TPackageSortField>();
  const { data, isFetching } = useFindPackages({ ...list.query, state });
  const [releasing, setReleasing] = useState<TPackage>();
  const withdraw = useWithdrawPackage();
  const columns = [
    ...packageColumns(t).filter((c) => c.key !== 'state'),
    releaseColumn(t),
    {
      key: 'actions',
      title: t('common:actions'),
      fixed: 'right' as const,
      width: 110,
      render: (_: unknown, p: TPackage) => (
        <RowActions
          subject={p.versionText}
          actions={[
            p.state === PackageState.SUBMITTED && {
              key: 'release',
              label: t('release.release'),
              code: 'issue:release',
              onClick: () => setReleasing(p),
            },
            p.state === PackageState.RELEASED && {
              key: 'withdraw',
              label: t('release.withdraw'),
              code: 'issue:edit',
              danger: true,
              confirm: {
                title: t('release.confirmWithdrawTitle', { version: p.versionText }),
                text: t('release.confirmWithdrawText'),
                okText: t('release.withdraw'),
                loading: withdraw.isPending,
                onConfirm: () => withdraw.mutateAsync(p.id).then(() => void feedback().message.success(t('release.withdrawn'))),
              },
            },
          ]}
        />
      ),
    },
  ];
  return (
    <ListPage title={t('release.title')} subtitle={t('release.subtitle')}>
      <Tabs
        activeKey={state}
        onChange={(k) => (setState(k as TPackageState), list.firstPage())}
        items={Object.values(PackageState).map((s) => ({ key: s, label: t(`shared:enums.PackageState.${s}`) }))}
      />
      <PackageSearchForm onSearch={list.onSearch} withState={false} />
      <PagedTable<TPackage>
        data={data}
        loading={isFetching}
        columns={columns}
        onPage={list.onPage}
        emptyText={t(EMPTY[state])}
        sortFields={SORT}
        sort={list.sort}
        onSort={list.onSort}
      />
      {releasing && <PackageReleaseModal pkg={releasing} onClose={() => setReleasing(undefined)} />}
    </ListPage>
  );
};
