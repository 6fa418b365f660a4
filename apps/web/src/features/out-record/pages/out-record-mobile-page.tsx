import type { TOutRecord } from '@fleet/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Descriptions } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page';
import { loadMoreProps, MobileCardList } from '../../../components/mobile-card-list';
import { Permission, usePermission } from '../../../components/permission';
import { formatMinute } from '../../../lib/format';
import { useFindOutRecordsInfinite } from '../api/out-records';
import { OutRecordActions } from '../components/out-record-actions';
import { OutRecordEditor } from '../components/out-record-editor';

/**
 * Shipment records on a phone (at the warehouse door): searchable cards, and a large New shipment
 * button opening a full-screen form whose robots field takes a scanner's numbers one by one.
 */
export const OutRecordMobilePage = () => {
  const { t } = useTranslation('outRecord');
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<TOutRecord | 'new'>();
  const canEdit = usePermission('outRecord:edit');
  const query = useFindOutRecordsInfinite({ keyword: keyword || undefined });
  const close = () => setEditing(undefined);
  return (
    <ListPage title={t('title')} mobile>
      <MobileCardList<TOutRecord>
        {...loadMoreProps(query)}
        itemKey={(r) => r.id}
        searchLabel={t('mobile.search')}
        onSearch={setKeyword}
        emptyText={keyword ? t('noMatch') : t('empty')}
        onOpen={(r) => canEdit && setEditing(r)}
        renderTitle={(r) => r.destination}
        renderBody={(r) => (
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'shippedAt', label: t('shared:fields.shippedAt'), children: formatMinute(r.shippedAt) },
              { key: 'principal', label: t('shared:fields.principal'), children: r.principal },
              { key: 'robots', label: t('fields.robots'), children: t('robots.count', { count: r.robots.length }) },
            ]}
          />
        )}
        renderActions={(r) => <OutRecordActions record={r} onEdit={setEditing} size="large" />}
        toolbar={
          <Permission code="outRecord:create">
            <Button type="primary" size="large" block icon={<PlusOutlined />} onClick={() => setEditing('new')} style={{ minHeight: 48 }}>
              {t('new')}
            </Button>
          </Permission>
        }
      />
      {editing === 'new' && <OutRecordEditor onClose={close} mobile />}
      {editing && editing !== 'new' && <OutRecordEditor record={editing} onClose={close} mobile />}
    </ListPage>
  );
};
