import type { TRobotType, TSoftwareType } from '@fleet/contracts';
import { Form, Input } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EnumSelect } from '../../../components/enum-select';
import { RobotTypeSelect } from '../../../components/robot-type-select';
import { SearchForm } from '../../../components/search-form';

export interface VersionSearch {
  keyword?: string;
  softwareType?: TSoftwareType;
  robotType?: TRobotType;
}

/** Keyword (number or description), software type and robot type; the search runs on Search, Reset clears all. */
export const VersionSearchForm = ({ initial, onSearch }: { initial?: VersionSearch; onSearch: (s: VersionSearch) => void }) => {
  const { t } = useTranslation('version');
  const [form] = Form.useForm<VersionSearch>();
  // A link may open the list filtered: the form shows the filter it runs with (once, on mount).
  useEffect(() => {
    if (initial) form.setFieldsValue(initial);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <SearchForm
      form={form}
      name="version-search"
      onFinish={(v) => onSearch({ ...v, keyword: v.keyword?.trim() || undefined })}
      onReset={() => onSearch({})}
    >
      <Form.Item name="keyword" label={t('common:search')}>
        <Input allowClear placeholder={t('definition.placeholders.keyword')} style={{ width: 240 }} maxLength={60} />
      </Form.Item>
      <Form.Item name="softwareType" label={t('definition.fields.softwareType')}>
        <EnumSelect all enumName="SoftwareType" style={{ width: 150 }} />
      </Form.Item>
      <Form.Item name="robotType" label={t('definition.fields.robotTypes')}>
        <RobotTypeSelect all style={{ width: 160 }} />
      </Form.Item>
    </SearchForm>
  );
};
