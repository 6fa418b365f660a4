import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SearchForm } from '../../../components/search-form';

export interface TaskSearch {
  keyword?: string;
  robot?: string;
  enabled?: boolean;
}

/** Search by keyword and switch, and by robot on taskManage. */
export const TaskSearchForm = ({ name, withRobot, onSearch }: { name: string; withRobot?: boolean; onSearch: (s: TaskSearch) => void }) => {
  const { t } = useTranslation('robotTask');
  const [form] = Form.useForm<TaskSearch>();
  const clean = (v: TaskSearch): TaskSearch => ({
    ...(v.keyword?.trim() ? { keyword: v.keyword.trim() } : {}),
    ...(v.robot?.trim() ? { robot: v.robot.trim() } : {}),
    ...(v.enabled !== undefined && v.enabled !== null ? { enabled: v.enabled } : {}),
  });
  return (
    <SearchForm<TaskSearch> form={form} name={name} onFinish={(v) => onSearch(clean(v))} onReset={() => onSearch({})}>
      {withRobot && (
        <Form.Item name="robot" label={t('fields.robot')}>
          <Input placeholder={t('search.robot')} allowClear />
        </Form.Item>
      )}
      <Form.Item name="keyword" label={t('fields.name')}>
        <Input placeholder={t('search.keyword')} allowClear />
      </Form.Item>
      <Form.Item name="enabled" label={t('search.enabled')}>
        <Select
          allowClear
          placeholder={t('common:all')}
          style={{ width: 120 }}
          options={[
            { value: true, label: t('search.on') },
            { value: false, label: t('search.off') },
          ]}
        />
      </Form.Item>
    </SearchForm>
  );
};
