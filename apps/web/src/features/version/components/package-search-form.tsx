import { PackageState, PackageType, SoftwareType, type TPackageState, type TPackageType, type TSoftwareType } from '@fleet/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SearchForm } from '../../../components/search-form';

export interface PackageSearch {
  keyword?: string;
  softwareType?: TSoftwareType;
  packageType?: TPackageType;
  state?: TPackageState;
}

/** Keyword, unit, package type and (on the submit screen) state; the search runs on Search, Reset clears all. */
export const PackageSearchForm = ({ onSearch, withState }: { onSearch: (s: PackageSearch) => void; withState: boolean }) => {
  const { t } = useTranslation('version');
  const [form] = Form.useForm<PackageSearch>();
  const options = <T extends string>(e: Record<string, T>, name: string) =>
    Object.values(e).map((v) => ({ value: v, label: t(`shared:enums.${name}.${v}`) }));
  return (
    <SearchForm
      form={form}
      name="package-search"
      onFinish={(v) => onSearch({ ...v, keyword: v.keyword?.trim() || undefined })}
      onReset={() => onSearch({})}
    >
      <Form.Item name="keyword" label={t('common:search')}>
        <Input allowClear placeholder={t('submit.placeholders.keyword')} style={{ width: 220 }} maxLength={60} />
      </Form.Item>
      <Form.Item name="softwareType" label={t('submit.fields.softwareType')}>
        <Select allowClear style={{ width: 140 }} placeholder={t('common:all')} options={options(SoftwareType, 'SoftwareType')} />
      </Form.Item>
      <Form.Item name="packageType" label={t('submit.fields.packageType')}>
        <Select allowClear style={{ width: 140 }} placeholder={t('common:all')} options={options(PackageType, 'PackageType')} />
      </Form.Item>
      {withState && (
        <Form.Item name="state" label={t('submit.fields.state')}>
          <Select allowClear style={{ width: 150 }} placeholder={t('common:all')} options={options(PackageState, 'PackageState')} />
        </Form.Item>
      )}
    </SearchForm>
  );
};
