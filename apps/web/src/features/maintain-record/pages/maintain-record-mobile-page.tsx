import type { TMaintainRecord } from '@fleet/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Descriptions, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page';
import { loadMoreProps, MobileCardList } from '../../../components/mobile-card-list';
import { Permission } from '../../../components/permission';
import { formatMinute } from '../../../lib/format';
import { useFindMaintainRecordsInfinite } from '../api/maintain-records';
import { MaintainDetailDrawer } from '../components/maintain-detail-drawer';
import { MaintainEditor } from '../components/maintain-editor';
import { CategoryTag } from '../components/record-cells';

type Open = { kind: 'new' } | { kind: 'edit'; record: TMaintainRecord } | { kind: 'detail'; record: TMaintainRecord };

/**
 * Maintenance records on a phone, written on site: searchable cards (robot, time, category, problem)
 * and a big "New record" button opening the same form full screen, with controls sized for touch.
 */
export const MaintainRecordMobilePage = () => {
  const { t } = useTranslation('maintainRecord');
  const [keyword, setKeyword] = useState('');
  const cards = loadMoreProps(useFindMaintainRecordsInfinite({ keyword: keyword || undefined }));
  const [open, setOpen] = useState<Open>();
  const close = () => setOpen(undefined);
  return (
    <ListPage title={t('title')} mobile>
      <MobileCardList<TMaintainRecord>
        {...cards}
        itemKey={(r) => r.id}
        searchLabel={t('placeholders.keyword')}
        onSearch={setKeyword}
        emptyText={keyword ? t('noMatch') : t('empty')}
        onOpen={(record) => setOpen({ kind: 'detail', record })}
        renderTitle={(r) => (
          <Flex justify="space-between" align="center" gap={8}>
            <Typography.Text strong ellipsis>
              {r.robotAlias ? `${r.deviceNumber} · ${r.robotAlias}` : r.deviceNumber}
            </Typography.Text>
            <CategoryTag category={r.category} />
          </Flex>
        )}
        renderBody={(r) => (
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'maintainedAt', label: t('shared:fields.maintainedAt'), children: formatMinute(r.maintainedAt) },
              { key: 'maintainer', label: t('shared:fields.maintainer'), children: r.maintainer },
              {
                key: 'problem',
                label: t('shared:fields.problem'),
                children: (
                  <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
                    {r.problem}
                  </Typography.Paragraph>
                ),
              },
            ]}
          />
        )}
        toolbar={
          <Permission code="maintainRecord:create">
            <Button
              type="primary"
              size="large"
              block
              icon={<PlusOutlined />}
              style={{ height: 52 }}
              onClick={() => setOpen({ kind: 'new' })}
            >
              {t('newMobile')}
            </Button>
          </Permission>
        }
      />
      {open?.kind === 'new' && <MaintainEditor mobile onClose={close} />}
      {open?.kind === 'edit' && <MaintainEditor mobile record={open.record} onClose={close} />}
      {open?.kind === 'detail' && (
        <MaintainDetailDrawer mobile record={open.record} onClose={close} onEdit={(record) => setOpen({ kind: 'edit', record })} />
      )}
    </ListPage>
  );
};
