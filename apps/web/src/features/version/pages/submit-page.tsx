import { PackageState, type TPackage, type TPackageSortField } from '@fleet/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page';
import { PagedTable } from '../../../components/paged-table';
import { Permission } from '../../../components/permission';
import { RowActions } from '../../../components/row-actions';
import { feedback } from '../../../lib/feedback';
import { useListState } from '../../../lib/use-list-state';
import { useDeletePackage, useDownloadPackage, useFindPackages } from '../api/packages';
import { packageColumns } from '../components/package-columns';
import { PackageSearchForm, type PackageSearch } from '../components/package-search-form';
import { PackageSubmitDrawer } from '../components/package-submit-drawer';

const SORT = ['submittedAt'] as const;

/** Package submission (spec §2 submit): the builds of defined versions, uploaded or at an external address. */
export const SubmitPage = () => {
  const { t } = useTranslation('version');
  const list = useListState<PackageSearch, TPackageSortField>();
  const { data, isFetching } = useFindPackages(list.query);
  const [adding, setAdding] = useState(false);
  const remove = useDeletePackage();
  const download = useDownloadPackage();
  const columns = [
    ...packageColumns(t),
    {
      key: 'actions',
      title: t('common:actions'),
      fixed: 'right' as const,
      width: 160,
      render: (_: unknown, p: TPackage) => (
        <RowActions
          subject={p.versionText}
          actions={[
            p.source === 'upload' && {
              key: 'download',
              label: t('submit.download'),
              onClick: () => download.mutate(p.id),
            },
            {
              key: 'delete',
              label: t('common:delete'),
              code: 'submit:delete',
              danger: true,
              disabledReason: p.state !== PackageState.SUBMITTED ? t('submit.releasedCannotDelete') : undefined,
              confirm: {
                title: t('submit.confirmDeleteTitle', { version: p.versionText }),
                text: t('submit.confirmDeleteText'),
                okText: t('common:delete'),
                loading: remove.isPending,
                onConfirm: () => remove.mutateAsync(p.id).then(() => void feedback().message.success(t('submit.deleted'))),
              },
            },
          ]}
        />
      ),
    },
  ];
  return (
    <ListPage title={t('submit.title')} subtitle={t('submit.subtitle')}>
      <PackageSearchForm onSearch={list.onSearch} withState />
      <Flex gap={8}>
        <Permission code="submit:create">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('submit.new')}
          </Button>
        </Permission>
      </Flex>
      <PagedTable<TPackage>
        data={data}
        loading={isFetching}
        columns={columns}
        onPage={list.onPage}
        emptyText={t('submit.empty')}
        sortFields={SORT}
        sort={list.sort}
        onSort={list.onSort}
      />
      {adding && <PackageSubmitDrawer onClose={() => setAdding(false)} />}
    </ListPage>
  );
};
