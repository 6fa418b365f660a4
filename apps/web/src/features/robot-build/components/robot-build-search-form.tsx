import type { TRobotBuildListQuery } from '@fleet/contracts';
import { Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { RobotTypeSelect } from '../../../components/robot-type-select';
import { SearchForm } from '../../../components/search-form';

/** What the list is filtered by (its paging is the list state's). */
export type RobotBuildSearch = Pick<TRobotBuildListQuery, 'keyword' | 'robotType' | 'warning'>;

interface Values {
  keyword?: string;
  robotType?: RobotBuildSearch['robotType'];
  warning?: boolean;
}

/** Form values → filters: an unticked box filters nothing (not "robots without warnings"). */
const toSearch = (v: Values): RobotBuildSearch => ({
  keyword: v.keyword?.trim() || undefined,
  robotType: v.robotType ?? undefined,
  warning: v.warning ? true : undefined,
});

/** Keyword (device number or alias), robot type, and only the robots with consumables to replace. */
export const RobotBuildSearchForm = ({ onSearch }: { onSearch: (s: RobotBuildSearch) => void }) => {
  const { t } = useTranslation('robotBuild');
  const [form] = Form.useForm<Values>();
  return (
    <SearchForm form={form} name="robot-build-search" onFinish={(v) => onSearch(toSearch(v))} onReset={() => onSearch({})}>
      <Form.Item name="keyword" label={t('common:search')}>
        <Input allowClear placeholder={t('placeholders.keyword')} style={{ width: 260 }} maxLength={60} />
      </Form.Item>
      <Form.Item name="robotType" label={t('shared:fields.robotType')}>
        <RobotTypeSelect all style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="warning" valuePropName="checked">
        <Checkbox>{t('filters.warning')}</Checkbox>
      </Form.Item>
    </SearchForm>
  );
};
