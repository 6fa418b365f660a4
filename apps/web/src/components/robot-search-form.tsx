import type { TRobotListQuery } from '@fleet/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrgTreeSelect } from './org-tree-select';
import { RobotTypeSelect } from './robot-type-select';
import { SearchForm } from './search-form';

export type RobotSearch = Pick<TRobotListQuery, 'keyword' | 'online' | 'locked' | 'robotType' | 'orgId' | 'hosted' | 'simulated'>;
type Filter = Exclude<keyof RobotSearch, 'keyword'>;

interface Props {
  /** Form name, so field ids do not clash with other forms on the page. */
  name: string;
  /** The filters this screen offers besides the keyword, in order. */
  filters: readonly Filter[];
  onSearch: (s: RobotSearch) => void;
}

/** Filters of the robot lists (register, trusteeship, operate); submitting goes back to page 1. */
export const RobotSearchForm = ({ name, filters, onSearch }: Props) => {
  const { t } = useTranslation('robot');
  const [form] = Form.useForm<RobotSearch>();
  const bool = (field: 'online' | 'locked' | 'hosted' | 'simulated', yes: string, no: string) => (
    <Form.Item key={field} name={field} label={t(`fields.${field}`)}>
      <Select
        allowClear
        placeholder={t('common:all')}
        style={{ width: 130 }}
        options={[
          { value: true, label: yes },
          { value: false, label: no },
        ]}
      />
    </Form.Item>
  );
  const items: Record<Filter, React.ReactNode> = {
    online: bool('online', t('shared:enums.OnlineState.1'), t('shared:enums.OnlineState.0')),
    locked: bool('locked', t('shared:enums.LockState.1'), t('shared:enums.LockState.0')),
    hosted: bool('hosted', t('hosted.yes'), t('hosted.no')),
    simulated: bool('simulated', t('kind.simulated'), t('kind.real')),
    robotType: (
      <Form.Item key="robotType" name="robotType" label={t('fields.robotType')}>
        <RobotTypeSelect all style={{ width: 140 }} />
      </Form.Item>
    ),
    orgId: (
      <Form.Item key="orgId" name="orgId" label={t('fields.organization')}>
        <OrgTreeSelect allowClear placeholder={t('common:all')} style={{ width: 200 }} />
      </Form.Item>
    ),
  };
  return (
    <SearchForm
      form={form}
      name={name}
      onFinish={(v) => onSearch({ ...v, keyword: v.keyword?.trim() || undefined })}
      onReset={() => onSearch({})}
    >
      <Form.Item name="keyword" label={t('fields.keyword')}>
        <Input allowClear placeholder={t('placeholders.keyword')} style={{ width: 200 }} />
      </Form.Item>
      {filters.map((f) => items[f])}
    </SearchForm>
  );
};
