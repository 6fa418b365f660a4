import type { TFileItem, TFileKind } from '@fleet/contracts';
import { Button, Flex, Input, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../lib/format';
import { useFindMediaFiles } from '../api/find-media-files';
import { fileMarkdown } from './media-markdown';

/** Picks an image or video already among the resource files (searched on the server by name or number). */
export const InsertResourceTab = ({ onInsert }: { onInsert: (md: string) => void }) => {
  const { t } = useTranslation('help');
  const [kind, setKind] = useState<TFileKind>('image');
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<TFileItem | null>(null);
  const [alt, setAlt] = useState('');
  const { data, isFetching, isError } = useFindMediaFiles(kind, keyword, true);
  const files = data?.list ?? [];
  return (
    <Flex vertical gap={12}>
      <Radio.Group
        value={kind}
        onChange={(e) => {
          setKind(e.target.value as TFileKind);
          setPicked(null);
        }}
        options={[
          { value: 'image', label: t('shared:enums.FileKind.image') },
          { value: 'video', label: t('shared:enums.FileKind.video') },
        ]}
      />
      <Select<number>
        aria-label={t('media.pick')}
        placeholder={t('media.pickPlaceholder')}
        showSearch={{ filterOption: false, onSearch: setKeyword }}
        loading={isFetching}
        value={picked?.id}
        onChange={(id) => setPicked(files.find((f) => f.id === id) ?? null)}
        notFoundContent={isError ? t('media.loadFailed') : t('media.none')}
        options={files.map((f) => ({ value: f.id, label: `${f.name} · ${f.number} · ${formatBytes(f.size)}` }))}
      />
      <Input aria-label={t('imageAlt')} placeholder={t('imageAlt')} maxLength={60} value={alt} onChange={(e) => setAlt(e.target.value)} />
      <Flex justify="space-between" align="center">
        <Typography.Text type="secondary">{t('media.pickHint')}</Typography.Text>
        <Button type="primary" disabled={!picked} onClick={() => picked && onInsert(fileMarkdown(picked, alt))}>
          {t('media.insert')}
        </Button>
      </Flex>
    </Flex>
  );
};
