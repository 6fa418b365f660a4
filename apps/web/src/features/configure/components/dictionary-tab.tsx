import { LANGS, type Lang, type TDicLabelRow } from '@fleet/contracts';
import { Checkbox, Flex, Input, Segmented, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../lib/i18n';
import { useFindDicLabels } from '../api/configure';
import { enumTitle, langName } from './config-values';
import { DicLabelModal } from './dic-label-modal';
import { DicLabelTable } from './dic-label-table';
import { LoadFailed } from './load-failed';

/**
 * The dictionary's labels in one language (the UI's by default): one enumeration or all of them,
 * narrowed by a keyword (label, built-in label or value) or to the changed labels only.
 */
export const DictionaryTab = () => {
  const { t } = useTranslation('configure');
  const [lang, setLang] = useState<Lang>(currentLang);
  const [enumName, setEnumName] = useState<string>();
  const [keyword, setKeyword] = useState('');
  const [changedOnly, setChangedOnly] = useState(false);
  const [editing, setEditing] = useState<TDicLabelRow>();
  const { data, isFetching, isError, refetch } = useFindDicLabels(lang);
  const enumOptions = useMemo(() => {
    const names = [...new Set((data ?? []).map((r) => r.enumName))];
    return names.map((n) => ({ value: n, label: `${enumTitle(t, n)} (${n})` }));
  }, [data, t]);
  const rows = useMemo(() => {
    const kw = keyword.trim().toLowerCase();
    return (data ?? []).filter(
      (r) =>
        (!enumName || r.enumName === enumName) &&
        (!changedOnly || r.label !== null) &&
        (!kw || [r.label, r.defaultLabel, String(r.value)].some((s) => s?.toLowerCase().includes(kw))),
    );
  }, [data, enumName, keyword, changedOnly]);
  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">{t('dictionary.hint')}</Typography.Text>
      <Flex gap={12} wrap align="center">
        <Segmented<Lang>
          aria-label={t('shared:fields.lang')}
          value={lang}
          onChange={setLang}
          options={LANGS.map((l) => ({ value: l, label: langName(t, l) }))}
        />
        <Select
          aria-label={t('shared:fields.enumName')}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('dictionary.allEnums')}
          style={{ width: 300 }}
          value={enumName}
          onChange={setEnumName}
          options={enumOptions}
        />
        <Input.Search
          aria-label={t('dictionary.keyword')}
          allowClear
          placeholder={t('dictionary.keywordPlaceholder')}
          style={{ width: 260 }}
          maxLength={30}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
        />
        <Checkbox checked={changedOnly} onChange={(e) => setChangedOnly(e.target.checked)}>
          {t('dictionary.changedOnly')}
        </Checkbox>
      </Flex>
      {isError && !data ? (
        <LoadFailed title={t('dictionary.loadFailed')} onRetry={() => void refetch()} />
      ) : (
        <DicLabelTable rows={rows} lang={lang} loading={isFetching} showEnum={!enumName} onEdit={setEditing} />
      )}
      {editing && <DicLabelModal row={editing} lang={lang} onClose={() => setEditing(undefined)} />}
    </Flex>
  );
};
