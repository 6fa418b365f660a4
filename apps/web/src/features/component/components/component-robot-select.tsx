import type { TRobotType } from '@fleet/contracts';
import { Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFindRobots } from '../../../lib/robot-api';

interface Props {
  id?: string;
  value?: number;
  onChange?: (id: number | undefined) => void;
  /** The robot types the component's model fits; robots of other types are listed but not offered. Any when unknown. */
  fits?: readonly TRobotType[];
}

/**
 * A form control picking the robot a component goes into: the robots the user sees, searched on the
 * server by device number or alias (the shared robot list, so it works the same for 10 robots and
 * 10,000). A robot the model does not fit is shown disabled, saying why, rather than refused after.
 */
export const ComponentRobotSelect = ({ id, value, onChange, fits }: Props) => {
  const { t } = useTranslation('component');
  const [keyword, setKeyword] = useState('');
  const { data, isFetching } = useFindRobots({ page: 1, pageSize: 20, ...(keyword ? { keyword } : {}) });
  const options = (data?.list ?? []).map((r) => {
    const name = r.alias ? `${r.deviceNumber} · ${r.alias}` : r.deviceNumber;
    const unfit = !!fits && !fits.includes(r.robotType);
    return {
      value: r.id,
      disabled: unfit,
      title: unfit ? t('resource.notForType') : name,
      label: unfit ? (
        <span>
          {name} <Typography.Text type="secondary">({t('resource.notForType')})</Typography.Text>
        </span>
      ) : (
        name
      ),
    };
  });
  return (
    <Select<number>
      id={id}
      showSearch
      allowClear
      placeholder={t('resource.placeholders.robot')}
      filterOption={false}
      onSearch={setKeyword}
      loading={isFetching}
      value={value}
      onChange={(v) => onChange?.(v ?? undefined)}
      onClear={() => setKeyword('')}
      notFoundContent={t('resource.robotNone')}
      options={options}
    />
  );
};
