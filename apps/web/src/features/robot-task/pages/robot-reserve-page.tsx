import { RESERVATION_SORT_FIELDS, type TReservation, type TReservationSortField } from '@fleet/contracts';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page';
import { PagedTable } from '../../../components/paged-table';
import { usePermission } from '../../../components/permission';
import { useOperateRobotId } from '../../../lib/operate-robot';
import { useListState } from '../../../lib/use-list-state';
import { useFindReservations } from '../api/find-reservations';
import { useReservationColumns } from '../components/reservation-columns';
import { ReservationFormModal } from '../components/reservation-form-modal';

/**
 * The robotReserve tab: reservations with the result of their newest run, which arrives from the robot
 * (up/run) and shows through the hub's `reservations` notice.
 */
export const RobotReservePage = () => {
  const { t } = useTranslation('robotTask');
  const robotId = useOperateRobotId() ?? 0;
  const list = useListState<object, TReservationSortField>();
  const canWrite = usePermission('robotOperate:task');
  const [editing, setEditing] = useState<TReservation | null | undefined>(undefined);
  const { data, isFetching } = useFindReservations({ robotId, ...list.paging, ...list.sort });
  const columns = useReservationColumns({ canWrite, onEdit: setEditing });
  return (
    <>
      <ListPage title={t('reserve.title')}>
        {canWrite && (
          <Flex>
            <Button type="primary" onClick={() => setEditing(null)}>
              {t('reserve.create')}
            </Button>
          </Flex>
        )}
        <PagedTable<TReservation>
          data={data}
          loading={isFetching}
          columns={columns}
          onPage={list.onPage}
          emptyText={t('reserve.empty')}
          sortFields={RESERVATION_SORT_FIELDS}
          sort={list.sort}
          onSort={list.onSort}
        />
      </ListPage>
      {editing !== undefined && <ReservationFormModal robotId={robotId} reservation={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
};
