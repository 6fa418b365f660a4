import type { TRobotType, TSoftwareType } from '@fleet/contracts';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { EnumSelect } from '../../../components/enum-select';
import { RobotTypeSelect } from '../../../components/robot-type-select';
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
        <EnumSelect all enumName="SoftwareType" style={{ width: 150 }} />
      </Form.Item>
      <Form.Item name="robotType" label={t('definition.fields.robotTypes')}>
        <RobotTypeSelect all style={{ width: 160 }} />
      </Form.Item>
    </SearchForm>
  );
};
