import { DownloadOutlined } from '@ant-design/icons';
import { PAGE_SIZE_DEFAULT } from '@fleet/contracts';
import { Button, Card, Flex, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../components/permission';
import { feedback } from '../../../lib/feedback';
import { useExportOperationLog } from '../api/export-operation-log';
import { useFindOperationLog } from '../api/find-operation-log';
import type { LogFilters } from '../components/log-filters';
import { OperationLogSearchForm } from '../components/operation-log-search-form';
import { OperationLogTable } from '../components/operation-log-table';

/** Operation log: search, server-paged table and CSV export of the same filters. Read-only. */
export const OperationLogPage = () => {
  const { t } = useTranslation('operationLog');
  const [filters, setFilters] = useState<LogFilters>({});
  const [paging, setPaging] = useState({ page: 1, pageSize: PAGE_SIZE_DEFAULT });
  const { data, isFetching } = useFindOperationLog({ ...filters, ...paging });
  const exporter = useExportOperationLog();
  const exportCsv = () =>
    exporter.mutate(filters, { onSuccess: (name) => void feedback().message.success(t('exported', { name })) });
  return (
    <Card>
      <Flex vertical gap={16}>
        <Flex vertical gap={4}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('readOnlyHint')}</Typography.Text>
        </Flex>
        <OperationLogSearchForm
          onSearch={(f) => {
            setFilters(f);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
        />
        <Flex gap={8}>
          <Permission code="operationLog:export">
            <Tooltip title={t('exportHint')}>
              <Button icon={<DownloadOutlined />} loading={exporter.isPending} onClick={exportCsv}>
                {t('export')}
              </Button>
            </Tooltip>
          </Permission>
        </Flex>
        <OperationLogTable data={data} loading={isFetching} onPage={(page, pageSize) => setPaging({ page, pageSize })} />
      </Flex>
    </Card>
  );
};
