import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFindRobots } from '../../../lib/robot-api';

/**
 * Jump to another robot without going back to the list: a search over the robots the user sees, by
 * number or alias (server-side, so it works the same for 10 robots and 10,000).
 */
export const OperateRobotPicker = ({ onChoose, compact }: { onChoose: (id: number) => void; compact?: boolean }) => {
  const { t } = useTranslation('robotOperate');
  const [keyword, setKeyword] = useState('');
  const { data, isFetching } = useFindRobots({ page: 1, pageSize: 20, ...(keyword ? { keyword } : {}) });
  return (
    <Select
      showSearch
      aria-label={t('content.pick')}
      placeholder={t('content.pick')}
      style={{ width: compact ? 240 : 320 }}
      filterOption={false}
      onSearch={setKeyword}
      loading={isFetching}
      value={null}
      onChange={(id: number) => onChoose(id)}
      notFoundContent={t('content.noMatch')}
      options={(data?.list ?? []).map((r) => ({ value: r.id, label: `${r.alias} · ${r.deviceNumber}` }))}
    />
  );
};
