import { RobotType, SoftwareType, type TRobotType, type TSoftwareType } from '@fleet/contracts';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SearchForm } from '../../../components/search-form';

export interface InstalledSearch {
  softwareType?: TSoftwareType;
  robotType?: TRobotType;
}

/** Unit and robot type; the search runs on Search, Reset clears both. */
export const InstalledSearchForm = ({ onSearch }: { onSearch: (s: InstalledSearch) => void }) => {
  const { t } = useTranslation('version');
  const [form] = Form.useForm<InstalledSearch>();
  return (
    <SearchForm form={form} name="installed-search" onFinish={onSearch} onReset={() => onSearch({})}>
      <Form.Item name="softwareType" label={t('installed.fields.softwareType')}>
        <Select
          allowClear
          style={{ width: 150 }}
          placeholder={t('common:all')}
          options={Object.values(SoftwareType).map((v) => ({ value: v, label: t(`shared:enums.SoftwareType.${v}`) }))}
        />
      </Form.Item>
      <Form.Item name="robotType" label={t('definition.fields.robotTypes')}>
        <Select
          allowClear
          style={{ width: 160 }}
          placeholder={t('common:all')}
          options={Object.values(RobotType).map((v) => ({ value: v, label: t(`shared:enums.RobotType.${v}`) }))}
        />
      </Form.Item>
    </SearchForm>
  );
};
