import { DatePicker, Form, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { SearchForm } from '../../../components/search-form';
import { useOperationActions } from '../api/list-operation-actions';
import { useActionLabel } from './action-label';
import { rangeRule, toFilters, type LogFilters, type LogSearchValues } from './log-filters';

/** Filters of the operation log; submitting goes back to page 1. */
export const OperationLogSearchForm = ({ onSearch }: { onSearch: (f: LogFilters) => void }) => {
  const { t } = useTranslation('operationLog');
  const [form] = Form.useForm<LogSearchValues>();
  const { data: actions = [], isLoading } = useOperationActions();
  const label = useActionLabel();
  const today = dayjs();
  return (
    <SearchForm form={form} name="operation-log-search" onFinish={(v) => onSearch(toFilters(v))} onReset={() => onSearch({})}>
      <Form.Item name="account" label={t('fields.account')}>
        <Input allowClear placeholder={t('placeholders.account')} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="action" label={t('fields.action')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={isLoading}
          placeholder={t('placeholders.action')}
          style={{ width: 240 }}
          options={actions.map((a) => ({ value: a, label: label(a) ? `${label(a)} · ${a}` : a }))}
        />
      </Form.Item>
      <Form.Item name="result" label={t('fields.result')}>
        <Select
          allowClear
          placeholder={t('placeholders.result')}
          style={{ width: 130 }}
          options={(['success', 'failure'] as const).map((r) => ({ value: r, label: t(`results.${r}`) }))}
        />
      </Form.Item>
      <Form.Item name="range" label={t('fields.timeRange')} rules={[rangeRule]}>
        <DatePicker.RangePicker
          allowEmpty={[true, true]}
          placeholder={[t('placeholders.start'), t('placeholders.end')]}
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
