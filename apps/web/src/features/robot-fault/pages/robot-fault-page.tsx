import { DownloadOutlined } from '@ant-design/icons';
import { FAULT_SORT_FIELDS, type TFaultFilters, type TFaultSortField, type TRobotFault } from '@fleet/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page';
import { PagedTable } from '../../../components/paged-table';
import { Permission } from '../../../components/permission';
import { feedback } from '../../../lib/feedback';
import { useLiveFaults } from '../../../lib/live';
import { useListState } from '../../../lib/use-list-state';
import { useRobotFaultCounts, useRobotFaults } from '../api/find-robot-faults';
import { useExportRobotFaults, type FaultAction } from '../api/handle-robot-fault';
import { robotFaultKeys } from '../api/keys';
import { faultCodeLabel } from '../../../components/event-level';
import { faultColumns } from '../components/fault-columns';
import { FaultCounts } from '../components/fault-counts';
import { FaultNoteModal } from '../components/fault-note-modal';
import { faultValuesFromUrl, toFaultFilters } from '../components/fault-filters';
import { FaultSearchForm } from '../components/fault-search-form';

/**
 * robotFault, the fault center: faults of every robot the caller sees (warning-or-above events and
 * lost connections), open ones counted per level, acknowledged (someone is on it) and resolved with a
 * note. A fault opening anywhere in scope shows at once: the list and counts are read again and a
 * notification names the robot.
 */
export const RobotFaultPage = () => {
  const { t } = useTranslation('robotFault');
  const { t: te } = useTranslation('robotEvent');
  const { t: ts } = useTranslation('shared');
  const qc = useQueryClient();
  const { notification } = App.useApp();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [fromUrl] = useState(() => faultValuesFromUrl(params));
  const list = useListState<TFaultFilters, TFaultSortField>(toFaultFilters(fromUrl));
  const { data, isPlaceholderData, isLoading } = useRobotFaults(list.query);
  const counts = useRobotFaultCounts(list.search).data;
  const exporter = useExportRobotFaults();
  const [handling, setHandling] = useState<{ fault: TRobotFault; action: FaultAction } | null>(null);
  useLiveFaults((n) => {
    void qc.invalidateQueries({ queryKey: robotFaultKeys.all });
    if (n.state === 'open') {
      notification.warning({
        key: `fault-${n.faultId}`,
        title: t('arrived.title', { level: ts(`enums.EventLevel.${n.level}`) }),
        description: t('arrived.text', { fault: faultCodeLabel(t, te, n) }),
      });
    }
  });
  const exportCsv = () =>
    exporter.mutate({ ...list.search }, { onSuccess: (name) => void feedback().message.success(t('exported', { name })) });
  return (
    <ListPage title={t('title')} subtitle={t('subtitle')}>
      <FaultCounts counts={counts} />
      <FaultSearchForm onSearch={list.onSearch} initial={fromUrl} />
      <Flex gap={8}>
        <Permission code="robotFault:export">
          <Button icon={<DownloadOutlined />} loading={exporter.isPending} onClick={exportCsv}>
            {t('export')}
          </Button>
        </Permission>
      </Flex>
      <PagedTable<TRobotFault>
        data={data}
        loading={isLoading || isPlaceholderData}
        columns={faultColumns(
          t,
          te,
          (fault, action) => setHandling({ fault, action }),
          (path) => void navigate(path),
        )}
        onPage={list.onPage}
        emptyText={t('empty')}
        sortFields={FAULT_SORT_FIELDS}
        sort={list.sort}
        onSort={list.onSort}
      />
      {handling && <FaultNoteModal fault={handling.fault} action={handling.action} onClose={() => setHandling(null)} />}
    </ListPage>
  );
};
