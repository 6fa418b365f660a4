import { API_BASE, type TFileItem } from '@fleet/contracts';
import { Button, Empty, Input, List, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../lib/settings';
import { formatBytes } from '../../../lib/format';
import { useImageFiles } from '../api/find-image-files';

/** The markdown of an image: its name as the alt text, the file's content route as the source. */
export const imageMarkdown = (f: Pick<TFileItem, 'id' | 'name'>) =>
  // Brackets would end the alt text early: they are escaped.
  `![${f.name.replace(/[[\]\\]/g, (c) => `\\${c}`)}](${API_BASE}user-service/file/content/${f.id})`;

interface Props {
  open: boolean;
  onClose: () => void;
  onPick: (markdown: string) => void;
}

/** "Insert image": the images of the resource files the user can reach, searched by name or number. */
export const ImagePickerModal = ({ open, onClose, onPick }: Props) => {
  const { t } = useTranslation('documents');
  const [keyword, setKeyword] = useState<string>();
  const [page, setPage] = useState(1);
  const { pageSizeDefault } = useSettings();
  const { data, isFetching } = useImageFiles({ keyword, page, pageSize: pageSizeDefault }, open);
  return (
    <Modal open={open} title={t('images.title')} onCancel={onClose} footer={null} width={640} destroyOnHidden>
      <Input.Search
        allowClear
        placeholder={t('images.search')}
        aria-label={t('images.search')}
        maxLength={60}
        onSearch={(v) => {
          setKeyword(v.trim() || undefined);
          setPage(1);
        }}
        style={{ marginBottom: 12 }}
      />
      <List<TFileItem>
        loading={isFetching}
        dataSource={data?.list ?? []}
        locale={{ emptyText: <Empty description={t('images.empty')} /> }}
        pagination={
          data && data.total > data.pageSize ? { current: page, pageSize: data.pageSize, total: data.total, onChange: setPage } : false
        }
        renderItem={(f) => (
          <List.Item
            actions={[
              <Button
                key="pick"
                size="small"
                type="primary"
                aria-label={`${t('images.pick')} ${f.name}`}
                onClick={() => onPick(imageMarkdown(f))}
              >
                {t('images.pick')}
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={f.name}
              description={<Typography.Text type="secondary">{`${f.number} · ${formatBytes(f.size)}`}</Typography.Text>}
            />
          </List.Item>
        )}
      />
    </Modal>
  );
};
