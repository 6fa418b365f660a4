import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRobotTypes } from '../lib/robot-types';

interface Props extends Omit<SelectProps, 'options' | 'loading'> {
  /** A search form's filter: clearable, and "All" while empty. */
  all?: boolean;
}

/** A Select over the robot-type catalogue, names in the current language, in the catalogue's order. */
export const RobotTypeSelect = ({ all, ...rest }: Props) => {
  const { t } = useTranslation();
  const { types, name, isLoading } = useRobotTypes();
  return (
    <Select
      {...(all && { allowClear: true, placeholder: t('common:all') })}
      {...rest}
      loading={isLoading}
      options={types.map((o) => ({ value: o.code, label: name(o.code) }))}
    />
  );
};
