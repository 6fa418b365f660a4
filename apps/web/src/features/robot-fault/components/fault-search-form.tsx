import { FAULT_LEVELS, FaultState, type TFaultFilters } from '@fleet/contracts';
import { DatePicker, Form, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { SearchForm } from '../../../components/search-form';
import { faultRangeRule, toFaultFilters, type FaultSearchValues } from './fault-filters';

/** Filters of the fault center; submitting goes back to page 1. */
export const FaultSearchForm = ({ onSearch, initial }: { onSearch: (f: TFaultFilters) => void; initial: FaultSearchValues }) => {
  const { t } = useTranslation('robotFault');
  const { t: ts } = useTranslation('shared');
  const [form] = Form.useForm<FaultSearchValues>();
  // Filled once rather than as initialValues, so Reset clears the fields instead of restoring the link's.
  useEffect(() => form.setFieldsValue(initial), [form, initial]);
  const today = dayjs();
  return (
    <SearchForm form={form} name="robot-fault-search" onFinish={(v) => onSearch(toFaultFilters(v))} onReset={() => onSearch({})}>
      <Form.Item name="state" label={t('fields.state')}>
        <Select
          allowClear
          placeholder={t('any')}
          style={{ width: 140 }}
          options={Object.values(FaultState).map((s) => ({ value: s, label: ts(`enums.FaultState.${s}`) }))}
        />
      </Form.Item>
      <Form.Item name="level" label={t('fields.level')}>
        <Select
          allowClear
          placeholder={t('any')}
          style={{ width: 120 }}
          options={FAULT_LEVELS.map((l) => ({ value: l, label: ts(`enums.EventLevel.${l}`) }))}
        />
      </Form.Item>
      <Form.Item name="orgId" label={t('fields.organization')}>
        <OrgTreeSelect allowClear placeholder={t('any')} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="keyword" label={t('fields.keyword')}>
        <Input allowClear maxLength={60} placeholder={t('keywordPlaceholder')} style={{ width: 220 }} />
      </Form.Item>
      <Form.Item name="range" label={t('fields.opened')} rules={[faultRangeRule]}>
        <DatePicker.RangePicker
          allowEmpty={[true, true]}
          placeholder={[t('start'), t('end')]}
          presets={[
            { label: t('presets.today'), value: [today, today] },
            { label: t('presets.last7'), value: [today.subtract(6, 'day'), today] },
            { label: t('presets.last30'), value: [today.subtract(29, 'day'), today] },
          ]}
        />
      </Form.Item>
    </SearchForm>
  );
};
