import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorkOrderRobots } from '../api/find-work-order-robots';

interface Props {
  id?: string;
  value?: number | null;
  onChange?: (id: number | undefined) => void;
  /** How to name a robot chosen before its option is loaded (prefilled from another screen). */
  initialLabel?: string | undefined;
}

/**
 * A form control picking a robot of the caller's scope, searched on the server by number or name (so
 * it works the same for 10 robots and 10,000). Clearing it leaves the device to the number field.
 */
export const WorkOrderRobotSelect = ({ id, value, onChange, initialLabel }: Props) => {
  const { t } = useTranslation('workOrder');
  const [keyword, setKeyword] = useState('');
  const { data = [], isFetching } = useWorkOrderRobots(keyword);
  const options = data.map((r) => ({ value: r.id, label: `${r.deviceNumber} · ${r.alias}` }));
  if (value != null && initialLabel && !options.some((o) => o.value === value)) options.unshift({ value, label: initialLabel });
  return (
    <Select<number>
      id={id}
      showSearch
      allowClear
      aria-label={t('create.robot')}
      placeholder={t('create.robotPlaceholder')}
      filterOption={false}
      onSearch={setKeyword}
      loading={isFetching}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? undefined)}
      onClear={() => setKeyword('')}
      notFoundContent={t('create.robotNone')}
      options={options}
    />
  );
};
