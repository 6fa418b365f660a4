import { AreaKind, type TArea } from '@fleet/contracts';
import { Button, Descriptions, Drawer, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LiveRobotsTable } from '../../../components/live-robots-table';
import { Permission } from '../../../components/permission';
import { QueryBody } from '../../../components/query-body';
import { DataAge } from '../../../components/value-age';
import { formatMinute } from '../../../lib/format';
import { useArea } from '../api/areas';
import { AreaStatusTag, squareMetres } from './area-cells';

const dash = (v: ReactNode) => v ?? '—';

/** Every field of the area, in the order of the form, with its status and today's figures. */
const useAreaItems = () => {
  const { t } = useTranslation('area');
  const yesNo = (v: boolean) => t(v ? 'common:yes' : 'common:no');
  const byAt = (by: string | null, at: string) => `${by ?? '—'} · ${formatMinute(at)}`;
  return (a: TArea) => [
    { key: 'number', label: t('fields.number'), children: a.number },
    { key: 'org', label: t('shared:fields.orgId'), children: a.orgName },
    { key: 'kind', label: t('fields.kind'), children: t(`shared:enums.AreaKind.${a.kind}`) },
    { key: 'enabled', label: t('shared:fields.enabled'), children: yesNo(a.enabled) },
    { key: 'address', label: t('shared:fields.address'), span: 2, children: dash(a.address) },
    ...(a.kind === AreaKind.BUILDING
      ? [
          { key: 'floors', label: t('shared:fields.floors'), children: dash(a.floors) },
          { key: 'liftControl', label: t('shared:fields.liftControl'), children: yesNo(a.liftControl) },
        ]
      : []),
    { key: 'zones', label: t('shared:fields.zones'), children: a.zones },
    { key: 'frequency', label: t('shared:fields.frequency'), children: dash(a.frequency) },
    { key: 'workArea', label: t('fields.workArea'), children: a.workArea === null ? '—' : squareMetres(a.workArea) },
    { key: 'cleaned', label: t('fields.cleanedToday'), children: squareMetres(a.cleanedTodayM2) },
    {
      key: 'coverage',
      label: t('fields.coverage'),
      span: 2,
      children: a.coverageToday === null ? t('coverage.noWorkArea') : t('coverage.value', { value: a.coverageToday }),
    },
    {
      key: 'location',
      label: t('fields.location'),
      span: 2,
      children: a.latitude === null || a.longitude === null ? '—' : t('location', { latitude: a.latitude, longitude: a.longitude }),
    },
    { key: 'created', label: t('fields.created'), children: byAt(a.createdBy, a.createdAt) },
    { key: 'updated', label: t('fields.updated'), children: byAt(a.updatedBy, a.updatedAt) },
  ];
};

interface Props {
  id: number;
  onClose: () => void;
  onEdit: (a: TArea) => void;
}

/**
 * One area read on its own and kept live like the list (its robots' states, today's coverage), so it
 * can stay open beside the work; Edit when the user may change it.
 */
export const AreaDetailDrawer = ({ id, onClose, onEdit }: Props) => {
  const { t } = useTranslation('area');
  const { data: a, isError, refetch, dataUpdatedAt } = useArea(id);
  const items = useAreaItems();
  return (
    <Drawer
      open
      onClose={onClose}
      size={760}
      title={a ? `${a.name} · ${a.number}` : t('common:details')}
      destroyOnHidden
      extra={
        a && (
          <Permission code="areaDetail:edit">
            <Button onClick={() => onEdit(a)}>{t('common:edit')}</Button>
          </Permission>
        )
      }
    >
      <QueryBody data={a} isError={isError} onRetry={() => void refetch()} failedText={t('detail.loadFailed')} retryText={t('retry')}>
        {(a) => (
          <Flex vertical gap={16}>
            <Flex gap={12} align="center" wrap>
              <AreaStatusTag status={a.status} />
              <Typography.Text>{t(`statusHint.${a.status}`)}</Typography.Text>
            </Flex>
            <DataAge at={dataUpdatedAt} />
            <Descriptions bordered size="small" column={2} items={items(a)} />
            <LiveRobotsTable title={t('detail.robotsTitle')} robots={a.robots} emptyText={t('detail.noRobots')} />
          </Flex>
        )}
      </QueryBody>
    </Drawer>
  );
};
