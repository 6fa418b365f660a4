import type { TRobotMap } from '@fleet/contracts';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Active / held / archived, and whether the grid is there yet: words, never colour alone. */
export const MapStateTags = ({ map }: { map: TRobotMap }) => {
  const { t } = useTranslation('robotMap');
  return (
    <Space size={4} wrap>
      {map.archivedAt ? (
        <Tag>{t('list.archived')}</Tag>
      ) : map.active ? (
        <Tag color="blue">{t('list.active')}</Tag>
      ) : (
        <Tag color="green">{t('list.held')}</Tag>
      )}
      {!map.hasGrid && !map.archivedAt && <Tag color="orange">{t('list.noGrid')}</Tag>}
    </Space>
  );
};
