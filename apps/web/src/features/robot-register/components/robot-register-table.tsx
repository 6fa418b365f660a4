import { ROBOT_SORT_FIELDS, type TListResult, type TRobot, type TRobotCredential } from '@fleet/contracts';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { PagedTable, type SortProps } from '../../../components/paged-table';
import { useRegisterFields } from './robot-register-fields';
import { RobotRowActions } from './robot-row-actions';

interface Props extends SortProps {
  data: TListResult<TRobot> | undefined;
  loading: boolean;
  onPage: (page: number, pageSize: number) => void;
  onEdit: (r: TRobot) => void;
  onSecret: (creds: TRobotCredential[]) => void;
}

/** Server-paged registration table; a skeleton on the first load, an empty state that says what to do. */
export const RobotRegisterTable = ({ data, loading, onPage, onEdit, onSecret, sort, onSort }: Props) => {
  const { t } = useTranslation('robotRegister');
  const fields = useRegisterFields();
  const columns: TableColumnsType<TRobot> = [
    ...fields.map((f) => ({ key: f.key, title: f.label, width: f.width, render: (_: unknown, r: TRobot) => f.render(r) })),
    {
      key: 'actions',
      title: t('common:actions'),
      fixed: 'right' as const,
      width: 200,
      render: (_: unknown, r: TRobot) => <RobotRowActions robot={r} onEdit={onEdit} onSecret={onSecret} />,
    },
  ];
  return <PagedTable<TRobot> data={data} loading={loading} columns={columns} onPage={onPage} emptyText={t('empty')} sortFields={ROBOT_SORT_FIELDS} sort={sort} onSort={onSort} />;
};
