import type { TMaintainRecord, TRecordedReplacement } from '@fleet/contracts';
import { ArrowRightOutlined } from '@ant-design/icons';
import { Button, Descriptions, Drawer, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../components/permission';
import { formatMinute } from '../../../lib/format';
import { CategoryTag, RecordPictures } from './record-cells';

interface Props {
  record: TMaintainRecord;
  mobile?: boolean;
  onEdit: (r: TMaintainRecord) => void;
  onClose: () => void;
}

/** One replacement in full: the part taken out (model, serial number) and where it went, the part put in. */
const Replacement = ({ r }: { r: TRecordedReplacement }) => {
  const { t } = useTranslation('maintainRecord');
  const part = (p: NonNullable<TRecordedReplacement['removed']>) =>
    `${t(`shared:enums.ComponentKind.${p.kind}`)} ${p.model} · ${p.serialNo}`;
  return (
    <Flex gap={8} wrap align="center">
      {r.removed ? (
        <span>
          {t('replacement.out', { part: part(r.removed) })}
          {r.removedTo && <Tag style={{ marginInlineStart: 8 }}>{t(`shared:enums.RemovedTo.${r.removedTo}`)}</Tag>}
        </span>
      ) : null}
      {r.removed && r.installed && <ArrowRightOutlined aria-hidden />}
      {r.installed && <span>{t('replacement.in', { part: part(r.installed) })}</span>}
    </Flex>
  );
};

/** Every field of one record, read-only: pictures as thumbnails, each replacement in full. */
export const MaintainDetailDrawer = ({ record: r, mobile, onEdit, onClose }: Props) => {
  const { t } = useTranslation('maintainRecord');
  const items = [
    { key: 'robot', label: t('shared:fields.robotId'), children: [r.deviceNumber, r.robotAlias].filter(Boolean).join(' · ') },
    { key: 'maintainer', label: t('shared:fields.maintainer'), children: r.maintainer },
    { key: 'maintainedAt', label: t('shared:fields.maintainedAt'), children: formatMinute(r.maintainedAt) },
    { key: 'category', label: t('shared:fields.category'), children: <CategoryTag category={r.category} /> },
    { key: 'address', label: t('shared:fields.address'), children: r.address },
    { key: 'cause', label: t('shared:fields.cause'), children: r.cause },
    {
      key: 'problem',
      label: t('shared:fields.problem'),
      children: <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{r.problem}</Typography.Text>,
    },
    { key: 'phone', label: t('shared:fields.phone'), children: <a href={`tel:${r.phone}`}>{r.phone}</a> },
    { key: 'pictures', label: t('shared:fields.pictures'), children: <RecordPictures ids={r.pictures} /> },
    {
      key: 'replacements',
      label: t('shared:fields.replacements'),
      children: r.replacements.length ? (
        <Flex vertical gap={8}>
          {r.replacements.map((x, i) => (
            <Replacement key={i} r={x} />
          ))}
        </Flex>
      ) : (
        <Typography.Text type="secondary">{t('replacement.none')}</Typography.Text>
      ),
    },
    { key: 'org', label: t('organization'), children: r.orgName },
    { key: 'createdBy', label: t('createdBy'), children: `${r.createdBy ?? '—'} · ${formatMinute(r.createdAt)}` },
    { key: 'updatedAt', label: t('updatedAt'), children: formatMinute(r.updatedAt) },
  ];
  return (
    <Drawer
      open
      onClose={onClose}
      size={mobile ? '100%' : 560}
      title={t('detail', { number: r.deviceNumber })}
      destroyOnHidden
      extra={
        <Permission code="maintainRecord:edit">
          <Button size={mobile ? 'large' : undefined} onClick={() => onEdit(r)}>
            {t('common:edit')}
          </Button>
        </Permission>
      }
    >
      <Descriptions column={1} bordered size="small" items={items} />
    </Drawer>
  );
};
