import type { TComponent } from '@fleet/contracts';
import { Select, type SelectProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdleComponents, useInstalledComponents } from '../api/maintain-records';

interface Props extends Pick<SelectProps, 'size' | 'disabled' | 'placeholder'> {
  id?: string;
  value?: number;
  onChange?: (id: number | undefined) => void;
  'aria-label': string;
}

type Option = { value: number; label: string };
const optionOf = (c: TComponent): Option => ({ value: c.id, label: `${c.model} · ${c.serialNo}` });

/** "Take out": one of the components installed in the robot (all of them, filtered on screen). */
export const InstalledPick = ({ robotId, onChange, ...rest }: Props & { robotId: number | undefined }) => {
  const { t } = useTranslation('maintainRecord');
  const q = useInstalledComponents(robotId);
  return (
    <Select<number>
      {...rest}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={q.isFetching}
      onChange={(v) => onChange?.(v ?? undefined)}
      notFoundContent={q.isError ? t('replacement.unavailable', { reason: q.error.message }) : t('replacement.noneInRobot')}
      options={(q.data?.list ?? []).map(optionOf)}
    />
  );
};

/**
 * "Put in": an idle component, searched on the server by serial number or model. The chosen one keeps
 * its name while another search is on screen.
 */
export const IdlePick = ({ onChange, value, ...rest }: Props) => {
  const { t } = useTranslation('maintainRecord');
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<Option | null>(null);
  const q = useIdleComponents(keyword);
  const options = (q.data?.list ?? []).map(optionOf);
  if (chosen && chosen.value === value && !options.some((o) => o.value === value)) options.unshift(chosen);
  return (
    <Select<number, Option>
      {...rest}
      value={value}
      allowClear
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      loading={q.isFetching}
      onChange={(v, option) => {
        setChosen(v === undefined || Array.isArray(option) || !option ? null : option);
        onChange?.(v ?? undefined);
      }}
      onClear={() => setKeyword('')}
      notFoundContent={q.isError ? t('replacement.unavailable', { reason: q.error.message }) : t('replacement.noneIdle')}
      options={options}
    />
  );
};
