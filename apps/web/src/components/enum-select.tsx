import { ENUMS, type EnumName, type EnumValueOf } from '@fleet/contracts';
import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props<N extends EnumName> extends Omit<SelectProps, 'options'> {
  /** The contracts enumeration (its key under shared:enums) the options come from. */
  enumName: N;
  /** Only these values, in this order (e.g. the states a demand may move to); all of them when left out. */
  only?: readonly EnumValueOf<N>[];
  /** A search form's filter: clearable, and "All" while empty. */
  all?: boolean;
}

/** A Select over one contracts enum with its labels in the current language, so forms stop building the options by hand. */
export const EnumSelect = <N extends EnumName>({ enumName, only, all, ...rest }: Props<N>) => {
  const { t } = useTranslation();
  const values = only ?? ENUMS[enumName].map((i) => i.value);
  return (
    <Select
      {...(all && { allowClear: true, placeholder: t('common:all') })}
      {...rest}
      options={values.map((v) => ({ value: v, label: t(`shared:enums.${enumName}.${v}`) }))}
    />
  );
};
