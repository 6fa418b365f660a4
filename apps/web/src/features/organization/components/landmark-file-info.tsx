import { DownloadOutlined } from '@ant-design/icons';
import { Button, Descriptions, Empty, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGetLandmarkOrg } from '../api/get-landmark-org';
import { formatMinute } from '../../../lib/format';
import { useDownloadLandmarkFile } from '../../../lib/landmark-file';
import { formatBytes } from './landmark-file-field';

/** The landmark file of a point in the details drawer: name, size, upload time and a download. */
export const LandmarkFileInfo = ({ orgId }: { orgId: number }) => {
  const { t } = useTranslation('organization');
  const { data, isLoading } = useGetLandmarkOrg(orgId);
  const download = useDownloadLandmarkFile();
  if (isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
  const file = data?.landmark;
  return (
    <section aria-label={t('landmark.section')} style={{ marginTop: 16 }}>
      <Typography.Title level={5}>{t('landmark.section')}</Typography.Title>
      {!file ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('landmark.noFile')} />
      ) : (
        <Descriptions
          column={1}
          bordered
          size="small"
          items={[
            { key: 'name', label: t('landmark.fileName'), children: file.fileName },
            { key: 'size', label: t('landmark.size'), children: formatBytes(file.size) },
            { key: 'uploaded', label: t('landmark.uploadedAt'), children: formatMinute(file.uploadedAt) },
            {
              key: 'download',
              label: t('common:actions'),
              children: (
                <Button
                  type="link"
                  icon={<DownloadOutlined />}
                  loading={download.isPending}
                  onClick={() => download.mutate(orgId)}
                  style={{ padding: 0 }}
                >
                  {t('landmark.download', { name: file.fileName })}
                </Button>
              ),
            },
          ]}
        />
      )}
    </section>
  );
};
