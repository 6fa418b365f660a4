import { EVENT_LEVELS, EVENT_SORT_FIELDS, type TEventSortField, type TRobotEvent, type TRobotEventQuery } from '@fleet/contracts';
import { Checkbox, DatePicker, Flex, Form, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page';
import { PagedTable } from '../../../components/paged-table';
import { SearchForm } from '../../../components/search-form';
import { useOperateRobotId } from '../../../lib/operate-robot';
import { useListState } from '../../../lib/use-list-state';
import { useRobotEvents } from '../api/find-robot-events';
import { useRobotEventTypes } from '../api/list-robot-event-types';
import { EventImageModal } from '../components/event-image-modal';
import { RejectionsCard } from '../components/rejections-card';
import { eventColumns } from '../components/event-columns';
import { eventTypeLabel } from '../../../components/event-level';

interface Filters {
  type?: string;
  level?: TRobotEvent['level'];
  withImage?: boolean;
  range?: [Dayjs, Dayjs] | null;
}
type Search = Omit<TRobotEventQuery, 'page' | 'pageSize'>;

const toSearch = ({ range, withImage, ...f }: Filters): Search => ({
  ...f,
  ...(withImage ? { withImage: true } : {}),
  ...(range ? { start: range[0].toISOString(), end: range[1].toISOString() } : {}),
});

/**
 * robotEvent: what the robot reported (spec §3 robot event: type, time, recognition accuracy, image),
 * newest first, filtered by type, level, picture and time; new events appear as they are stored. Below
 * them the messages the server refused: a vendor missing an event looks here first.
 */
export const RobotEventPage = () => {
  const { t } = useTranslation('robotEvent');
  const { t: ts } = useTranslation('shared');
  const robotId = useOperateRobotId()!;
  const [form] = Form.useForm<Filters>();
  const list = useListState<Search, TEventSortField>();
  const { data, isPlaceholderData } = useRobotEvents(robotId, list.query);
  const types = useRobotEventTypes(robotId).data ?? [];
  const [shown, setShown] = useState<TRobotEvent | null>(null);
  return (
    <Flex vertical gap={16}>
      <ListPage title={t('title')}>
        <SearchForm<Filters>
          form={form}
          name="robot-event-search"
          onFinish={(v) => list.onSearch(toSearch(v))}
          onReset={() => list.onSearch({})}
        >
          <Form.Item name="type" label={t('columns.type')}>
            <Select
              allowClear
              style={{ width: 200 }}
              placeholder={t('any')}
              options={types.map((v) => ({ value: v, label: eventTypeLabel(t, v) }))}
            />
          </Form.Item>
          <Form.Item name="level" label={t('columns.level')}>
            <Select
              allowClear
              style={{ width: 140 }}
              placeholder={t('any')}
              options={EVENT_LEVELS.map((v) => ({ value: v, label: ts(`enums.EventLevel.${v}`) }))}
            />
          </Form.Item>
          <Form.Item name="range" label={t('time')}>
            <DatePicker.RangePicker showTime />
          </Form.Item>
          <Form.Item name="withImage" valuePropName="checked">
            <Checkbox>{t('withImage')}</Checkbox>
          </Form.Item>
        </SearchForm>
        <PagedTable<TRobotEvent>
          data={data}
          loading={isPlaceholderData}
          columns={eventColumns(t, setShown)}
          onPage={list.onPage}
          emptyText={t('empty')}
          sortFields={EVENT_SORT_FIELDS}
          sort={list.sort}
          onSort={list.onSort}
        />
        <EventImageModal event={shown} onClose={() => setShown(null)} />
      </ListPage>
      <RejectionsCard robotId={robotId} />
    </Flex>
  );
};
