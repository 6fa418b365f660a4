import type { THosting, THostingListQuery } from '@fleet/contracts';
import { Flex, Form, Input, Select, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { HostingStateTag, useHostingWindow } from '../../../components/hosting-brief';
import { CellStack } from '../../../components/cell-stack';
import { PagedTable } from '../../../components/paged-table';
import { SearchForm } from '../../../components/search-form';
import { EnumTag } from '../../../components/status-tag';
import { useListState } from '../../../lib/use-list-state';
import { useFindHostings } from '../api/find-hostings';
import { formatMinute } from '../../../lib/format';

const STATES = ['active', 'pending', 'expired', 'ended'] as const;
type Search = Pick<THostingListQuery, 'keyword' | 'state'>;

/** The custody history: who hosted which robot to whom, for which window, and who ended it. */
export const HostingHistoryTable = () => {
  const { t } = useTranslation('robotTrusteeship');
  const [form] = Form.useForm<Search>();
  const list = useListState<Search>();
  const { data, isFetching } = useFindHostings({ ...list.search, ...list.paging });
  const windowText = useHostingWindow();
  const col = (key: string, title: string, render: (h: THosting) => React.ReactNode, width: number) => ({
    key,
    title,
    width,
    render: (_: unknown, h: THosting) => render(h),
  });
  const columns: TableColumnsType<THosting> = [
    col('deviceNumber', t('robot:fields.deviceNumber'), (h) => h.deviceNumber, 150),
    col('from', t('fields.owner'), (h) => h.fromOrgName, 130),
    col('to', t('fields.hostOrg'), (h) => h.orgName, 130),
    col('type', t('fields.type'), (h) => <EnumTag name="TrusteeshipType" value={h.type} />, 90),
    col('window', t('fields.window'), (h) => windowText(h.startAt, h.endAt), 200),
    col('state', t('fields.state'), (h) => <HostingStateTag state={h.state} />, 90),
    // Who and when in one column, like "ended" beside it: the history fits a 1400 px screen.
    col(
      'created',
      `${t('fields.creator')} / ${t('fields.createdAt')}`,
      (h) => (
        <CellStack>
          {h.creator ?? '—'}
          <Typography.Text type="secondary">{formatMinute(h.createdAt)}</Typography.Text>
        </CellStack>
      ),
      120,
    ),
    col('ended', t('fields.ended'), (h) => (h.endedAt ? `${formatMinute(h.endedAt)} · ${h.endedBy ?? '—'}` : '—'), 140),
  ];
  return (
    <Flex vertical gap={16}>
      <SearchForm
        form={form}
        name="hosting-history-search"
        onFinish={(v) => list.onSearch({ keyword: v.keyword?.trim() || undefined, state: v.state })}
        onReset={() => list.onSearch({})}
      >
        <Form.Item name="keyword" label={t('robot:fields.keyword')}>
          <Input allowClear placeholder={t('robot:placeholders.keyword')} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="state" label={t('fields.state')}>
          <Select
            allowClear
            placeholder={t('common:all')}
            style={{ width: 140 }}
            options={STATES.map((s) => ({ value: s, label: t(`robot:hostingState.${s}`) }))}
          />
        </Form.Item>
      </SearchForm>
      <PagedTable<THosting> data={data} loading={isFetching} columns={columns} onPage={list.onPage} emptyText={t('historyEmpty')} />
    </Flex>
  );
};
