import { FLEET_STATES, type TFleetState } from '@fleet/contracts';
import { Flex, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { RobotTypeSelect } from '../../../components/robot-type-select';

export interface GeoFilter {
  orgId?: number;
  robotType?: number;
  state?: TFleetState;
  keyword: string;
}

/** Organisation (with its subtree), type, state and keyword: applied in the browser to the robots in scope. */
export const GeoFilters = ({ value, onChange }: { value: GeoFilter; onChange: (f: GeoFilter) => void }) => {
  const { t } = useTranslation('robotMonitor');
  const { t: th } = useTranslation('home');
  return (
    <Flex gap={8} wrap role="search" aria-label={t('filters')}>
      <div style={{ width: 220 }}>
        <OrgTreeSelect
          aria-label={t('org')}
          placeholder={t('org')}
          value={value.orgId}
          onChange={(orgId?: number) => onChange({ ...value, orgId })}
          allowClear
        />
      </div>
      <RobotTypeSelect
        aria-label={t('type')}
        placeholder={t('type')}
        allowClear
        style={{ width: 160 }}
        value={value.robotType}
        onChange={(robotType?: number) => onChange({ ...value, robotType })}
      />
      <Select
        aria-label={t('state')}
        placeholder={t('state')}
        allowClear
        style={{ width: 140 }}
        value={value.state}
        onChange={(state?: TFleetState) => onChange({ ...value, state })}
        options={FLEET_STATES.map((s) => ({ value: s, label: th(`dashboard.states.${s}`) }))}
      />
      <Input.Search
        aria-label={t('keyword')}
        placeholder={t('keyword')}
        allowClear
        style={{ width: 220 }}
        onSearch={(keyword) => onChange({ ...value, keyword: keyword.trim() })}
      />
    </Flex>
  );
};
