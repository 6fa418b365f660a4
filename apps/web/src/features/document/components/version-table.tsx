import type { TDocument, TDocumentVersionRow } from '@fleet/contracts';
import { Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../../components/row-actions';
import { feedback } from '../../../lib/feedback';
import { formatMinute } from '../../../lib/format';
import { useRestoreDocumentVersion } from '../api/restore-document-version';

interface Props {
  doc: TDocument;
  versions: TDocumentVersionRow[] | undefined;
  loading: boolean;
  onView: (version: number) => void;
}

/** A document's versions, newest first: view any, restore an earlier one (as a new version). */
export const VersionTable = ({ doc, versions, loading, onView }: Props) => {
  const { t } = useTranslation('documents');
  const restore = useRestoreDocumentVersion();
  const columns: TableColumnsType<TDocumentVersionRow> = [
    {
      key: 'version',
      title: t('history.columns.version'),
      width: 140,
      render: (_: unknown, v) => (
        <>
          {t('version', { version: v.version })} {v.version === doc.version && <Tag color="blue">{t('history.current')}</Tag>}
        </>
      ),
    },
    { key: 'author', title: t('history.columns.author'), width: 140, render: (_: unknown, v) => v.author ?? '—' },
    { key: 'time', title: t('history.columns.time'), width: 160, render: (_: unknown, v) => formatMinute(v.createdAt) },
    {
      key: 'note',
      title: t('history.columns.note'),
      render: (_: unknown, v) =>
        v.restoredFrom ? (
          <Typography.Text italic>{t('history.restoredFrom', { version: v.restoredFrom })}</Typography.Text>
        ) : (
          (v.note ?? '')
        ),
    },
    {
      key: 'actions',
      title: t('common:actions'),
      width: 180,
      render: (_: unknown, v) => (
        <RowActions
          subject={t('version', { version: v.version })}
          actions={[
            { key: 'view', label: t('history.view'), onClick: () => onView(v.version) },
            doc.editable &&
              v.version !== doc.version && {
                key: 'restore',
                label: t('history.restore'),
                code: 'mdVersionEdit:edit',
                confirm: {
                  title: t('history.restoreTitle', { version: v.version }),
                  text: t('history.restoreText'),
                  okText: t('history.restore'),
                  loading: restore.isPending,
                  onConfirm: () =>
                    restore
                      .mutateAsync({ id: doc.id, version: v.version, baseVersion: doc.version })
                      .then((r) => void feedback().message.success(t('history.restored', { from: v.version, version: r.version }))),
                },
              },
          ]}
        />
      ),
    },
  ];
  return (
    <Table<TDocumentVersionRow>
      rowKey="version"
      size="middle"
      loading={loading}
      columns={columns}
      dataSource={versions}
      pagination={false}
    />
  );
};
