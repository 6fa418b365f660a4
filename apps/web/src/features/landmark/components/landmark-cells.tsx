import { DownloadOutlined } from '@ant-design/icons';
import type { TLandmarkSite } from '@fleet/contracts';
import { Button, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CellStack } from '../../../components/cell-stack';
import { usePermission } from '../../../components/permission';
import { formatBytes, formatMinute } from '../../../lib/format';
import { useDownloadLandmarkFile } from '../../../lib/landmark-file';

/** Where the landmark is on the map, or that it has not been placed (its organisation has no coordinates). */
export const LandmarkLocation = ({ site }: { site: TLandmarkSite }) => {
  const { t } = useTranslation('landmark');
  if (site.latitude === null || site.longitude === null) return <Typography.Text type="secondary">{t('notPlaced')}</Typography.Text>;
  return <span>{t('location', { latitude: site.latitude, longitude: site.longitude })}</span>;
};

/**
 * The landmark file as "name" over "size": the name downloads it for those who may read organisations
 * (the download is the Organization screen's route, organization:view), the rest read it only. A long
 * name keeps to its column, whole on hover with when it was uploaded.
 */
export const LandmarkFile = ({ site, width }: { site: TLandmarkSite; width: number }) => {
  const { t } = useTranslation('landmark');
  const canDownload = usePermission('organization:view');
  const download = useDownloadLandmarkFile();
  const { file } = site;
  if (!file) return <Typography.Text type="secondary">{t('noFile')}</Typography.Text>;
  const size = formatBytes(file.size);
  const hint = `${file.fileName} · ${t('fileHint', { size, at: formatMinute(file.uploadedAt) })}`;
  const name = (
    <Typography.Text ellipsis style={{ maxWidth: width - 24, color: 'inherit' }}>
      {file.fileName}
    </Typography.Text>
  );
  return (
    <CellStack>
      <Tooltip title={hint}>
        {canDownload ? (
          <Button
            type="link"
            size="small"
            icon={<DownloadOutlined />}
            loading={download.isPending}
            onClick={() => download.mutate(site.id)}
            aria-label={t('download', { name: file.fileName })}
            style={{ padding: 0, maxWidth: width }}
          >
            {name}
          </Button>
        ) : (
          name
        )}
      </Tooltip>
      <Typography.Text type="secondary">{size}</Typography.Text>
    </CellStack>
  );
};
