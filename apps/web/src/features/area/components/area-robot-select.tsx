import type { TArea, TAreaRobotOption } from '@fleet/contracts';
import { Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAreaRobotOptions } from '../api/areas';

/** The pause in typing after which the robots are searched again. */
const SEARCH_DEBOUNCE_MS = 300;

interface Props {
  id?: string;
  value?: number[];
  onChange?: (ids: number[]) => void;
  /** The area being edited: its own robots are not "in another area", and are named before the first answer. */
  area?: TArea;
}

interface RobotOption {
  value: number;
  label: string;
  /** Where the robot cleans now, when that is another area. */
  hint?: string;
}

const nameOf = (r: { deviceNumber: string; alias: string | null }) => (r.alias ? `${r.deviceNumber} · ${r.alias}` : r.deviceNumber);

/**
 * The robots that clean the area, searched on the server by device number or alias as the user types
 * (paused on: it works the same for 10 robots and 10,000). A robot that cleans another area says which
 * (or that it is another organisation's) and can still be chosen: the server then refuses the save
 * naming the robot, which the form shows on this field (one rule, kept on the server).
 */
export const AreaRobotSelect = ({ id, value, onChange, area }: Props) => {
  const { t } = useTranslation('area');
  const [keyword, setKeyword] = useState('');
  const { data = [], isFetching } = useAreaRobotOptions(useDebouncedValue(keyword.trim(), SEARCH_DEBOUNCE_MS));
  const hintOf = (o: TAreaRobotOption) => {
    if (!o.taken || (area && o.areaId === area.id)) return undefined;
    return o.areaName ? t('form.robotInArea', { area: o.areaName }) : t('form.robotElsewhere');
  };
  const options: RobotOption[] = data.map((o) => ({ value: o.id, label: nameOf(o), hint: hintOf(o) }));
  // Robots chosen before are named even when the current search does not list them (the select
  // remembers the names of options it has shown; the area's own robots it may never have shown).
  for (const r of area?.robots ?? []) if (!options.some((o) => o.value === r.id)) options.push({ value: r.id, label: nameOf(r) });
  return (
    <Select<number[], RobotOption>
      id={id}
      mode="multiple"
      allowClear
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      placeholder={t('placeholders.robots')}
      loading={isFetching}
      value={value}
      onChange={(ids) => onChange?.(ids)}
      onBlur={() => setKeyword('')}
      notFoundContent={t('form.robotsNone')}
      options={options}
      optionRender={(o) => (
        <Flex justify="space-between" gap={8}>
          <span>{o.data.label}</span>
          {o.data.hint && <Typography.Text type="secondary">{o.data.hint}</Typography.Text>}
        </Flex>
      )}
    />
  );
};
