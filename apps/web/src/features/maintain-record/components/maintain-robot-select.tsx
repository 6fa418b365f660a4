import { Select, type SelectProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFindRobots } from '../../../lib/robot-api';

interface Props extends Pick<SelectProps, 'size' | 'style' | 'placeholder'> {
  id?: string;
  value?: number;
  onChange?: (id: number | undefined) => void;
}

/**
 * A form control picking one of the robots the user sees, searched on the server by device number or
 * alias (the shared robot list, so it works the same for 10 robots and 10,000).
 */
export const MaintainRobotSelect = ({ id, value, onChange, ...rest }: Props) => {
  const { t } = useTranslation('maintainRecord');
  const [keyword, setKeyword] = useState('');
  const { data, isFetching } = useFindRobots({ page: 1, pageSize: 20, ...(keyword ? { keyword } : {}) });
  const options = (data?.list ?? []).map((r) => ({ value: r.id, label: r.alias ? `${r.deviceNumber} · ${r.alias}` : r.deviceNumber }));
  return (
    <Select<number>
      id={id}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      allowClear
      placeholder={t('placeholders.robot')}
      {...rest}
      loading={isFetching}
      value={value}
      onChange={(v) => onChange?.(v ?? undefined)}
      onClear={() => setKeyword('')}
      notFoundContent={t('robotNone')}
      options={options}
    />
  );
};
