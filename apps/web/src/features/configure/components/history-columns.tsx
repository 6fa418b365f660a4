import type { TConfigChange } from '@fleet/contracts';
import { Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { CellStack } from '../../../components/cell-stack';
import { formatTime } from '../../../lib/format';
import { enumTitle, formatSetting, langName, settingLabel } from './config-values';

/** A setting's value as the history stores it (JSON text); null is the built-in value. */
const settingValue = (t: TFunction, key: string, json: string | null) => {
  if (json === null) return t('history.default');
  try {
    return formatSetting(t, key, JSON.parse(json) as unknown);
  } catch {
    return json;
  }
};

/** "EnumName.value": the enumeration's name has no dot, the value may. */
const splitLabelKey = (key: string) => {
  const dot = key.indexOf('.');
  return dot < 0 ? { enumName: key, value: '' } : { enumName: key.slice(0, dot), value: key.slice(dot + 1) };
};

const What = ({ t, r }: { t: TFunction; r: TConfigChange }) => {
  if (r.kind === 'setting') return <>{settingLabel(t, r.key)}</>;
  const { enumName, value } = splitLabelKey(r.key);
  return (
    <CellStack>
      {t('history.labelOf', { dictionary: enumTitle(t, enumName), value })}
      <Typography.Text type="secondary">{t('history.language', { lang: langName(t, r.lang) })}</Typography.Text>
    </CellStack>
  );
};

const change = (t: TFunction, r: TConfigChange) => {
  const shown = (v: string | null) => (r.kind === 'setting' ? settingValue(t, r.key, v) : (v ?? t('history.builtIn')));
  return t('history.change', { from: shown(r.oldValue), to: shown(r.newValue) });
};

/** Who changed what, when, from what to what: values read as the settings form shows them. */
export const historyColumns = (t: TFunction): TableColumnsType<TConfigChange> => [
  { key: 'time', title: t('history.columns.time'), width: 170, render: (_, r) => formatTime(r.createdAt) },
  { key: 'account', title: t('history.columns.account'), width: 140, render: (_, r) => r.account },
  { key: 'what', title: t('history.columns.what'), width: 240, render: (_, r) => <What t={t} r={r} /> },
  { key: 'change', title: t('history.columns.change'), width: 320, render: (_, r) => change(t, r) },
];
