import { QR_CODE_BATCH_MAX, readQrCodeNumber, type TQrCode, type TQrCodeSortField } from '@fleet/contracts';
import { DownloadOutlined, FileExcelOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListPage } from '../../../components/list-page';
import { Permission, usePermission } from '../../../components/permission';
import { feedback } from '../../../lib/feedback';
import { useListState } from '../../../lib/use-list-state';
import { useDownloadQrCodes, useExportQrCodes, useFindQrCodes } from '../api/qr-codes';
import { BindModal } from '../components/bind-modal';
import { IssueModal } from '../components/issue-modal';
import { QrCodeSearchForm, type QrCodeSearch } from '../components/qr-code-search-form';
import { QrCodeTable } from '../components/qr-code-table';
import { ExportButton } from '../../../components/export-button';

/**
 * Device QR codes (spec §2 robotQrcode): issue them in batches, print them as stickers (drawn in the
 * browser), bind each to a device, unbind, and discard for good. A printed code opened on a wide
 * screen lands here (the guard moves the phone twin's address to its desktop twin), filtered to it.
 */
export const QrCodePage = () => {
  const { t } = useTranslation('qrCode');
  const [params] = useSearchParams();
  const [initial] = useState<QrCodeSearch>(() => {
    const scanned = readQrCodeNumber(params.get('code') ?? '');
    return scanned ? { keyword: scanned } : {};
  });
  const list = useListState<QrCodeSearch, TQrCodeSortField>(initial);
  const { data, isFetching, isError, refetch } = useFindQrCodes(list.query);
  const exporter = useExportQrCodes();
  const download = useDownloadQrCodes();
  const canDownload = usePermission('robotQrcode:export');
  const [selected, setSelected] = useState<number[]>([]);
  const [binding, setBinding] = useState<TQrCode>();
  const [issuing, setIssuing] = useState(false);

  const search = (s: QrCodeSearch) => {
    setSelected([]);
    list.onSearch(s);
  };
  const downloadCodes = (ids: number[]) =>
    download.mutate(
      {
        ids,
        fileName: (first, last, count) =>
          count === 1 ? t('download.fileOne', { number: first }) : t('download.fileMany', { first, last }),
      },
      { onSuccess: ({ name, count }) => count > 0 && void feedback().message.success(t('download.done', { count, name })) },
    );
  // The search and the order on screen, without paging: the server streams every matching code.
  const exportCsv = () =>
    exporter.mutate({ ...list.search, ...list.sort }, { onSuccess: (name) => void feedback().message.success(t('exported', { name })) });
  const tooMany = selected.length > QR_CODE_BATCH_MAX;
  const filtered = Object.values(list.search).some((v) => v !== undefined);

  return (
    <ListPage title={t('title')} subtitle={t('subtitle')}>
      <QrCodeSearchForm onSearch={search} initial={initial} />
      <Flex gap={8} wrap>
        <Permission code="robotQrcode:create">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setIssuing(true)}>
            {t('issue.button')}
          </Button>
        </Permission>
        <Permission code="robotQrcode:export">
          <Tooltip title={tooMany ? t('download.tooMany', { max: QR_CODE_BATCH_MAX }) : t('download.hint')}>
            <Button
              icon={<DownloadOutlined />}
              disabled={selected.length === 0 || tooMany}
              loading={download.isPending}
              onClick={() => downloadCodes(selected)}
            >
              {selected.length ? t('download.button', { count: selected.length }) : t('download.buttonNone')}
            </Button>
          </Tooltip>
        </Permission>
        <ExportButton
          code="robotQrcode:export"
          label={t('export')}
          hint={t('exportHint')}
          empty={!data?.list.length}
          busy={exporter.isPending}
          onClick={exportCsv}
          icon={<FileExcelOutlined />}
        />
      </Flex>
      {isError && !data ? (
        <Alert
          type="error"
          showIcon
          title={t('loadFailed')}
          action={
            <Button icon={<ReloadOutlined />} onClick={() => void refetch()}>
              {t('retry')}
            </Button>
          }
        />
      ) : (
        <QrCodeTable
          data={data}
          loading={isFetching}
          onPage={list.onPage}
          sort={list.sort}
          onSort={list.onSort}
          emptyText={filtered ? t('noMatch') : t('empty')}
          onBind={setBinding}
          onDownload={downloadCodes}
          selection={canDownload ? { keys: selected, onChange: setSelected } : null}
        />
      )}
      {issuing && <IssueModal onClose={() => setIssuing(false)} onIssued={(r) => setSelected(r.ids)} />}
      {binding && <BindModal code={binding} onClose={() => setBinding(undefined)} />}
    </ListPage>
  );
};
