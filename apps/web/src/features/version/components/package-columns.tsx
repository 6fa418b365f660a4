import type { TPackage } from '@fleet/contracts';
import { Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { CellStack } from '../../../components/cell-stack';
import { formatBytes, formatMinute } from '../../../lib/format';

const STATE_COLOUR = { submitted: 'processing', released: 'success', withdrawn: 'default' } as const;

/** A test package says so wherever it shows: it only ever reaches robots marked for testing. */
export const PackageTypeTag = ({ p, t }: { p: Pick<TPackage, 'packageType'>; t: TFunction<'version'> }) =>
  p.packageType === 'test' ? (
    <Tooltip title={t('submit.testHint')}>
      <Tag color="warning">
        {t(`shared:enums.PackageType.${p.packageType}`)} · {t('submit.testHint')}
      </Tag>
    </Tooltip>
  ) : (
    <Tag color={p.packageType === 'official' ? 'blue' : 'default'}>{t(`shared:enums.PackageType.${p.packageType}`)}</Tag>
  );

/**
 * The columns both package screens share (submit adds the file's details, issue the release). The size
 * and the MD5 of the file share a column (CellStack), so that both screens fit a 1400 px window.
 */
export const packageColumns = (t: TFunction<'version'>): TableColumnsType<TPackage> => [
  {
    key: 'version',
    title: t('submit.fields.version'),
    width: 120,
    render: (_: unknown, p) => (
      <CellStack>
        {p.versionText}
        <Typography.Text type="secondary">{t(`shared:enums.SoftwareType.${p.softwareType}`)}</Typography.Text>
      </CellStack>
    ),
  },
  { key: 'packageType', title: t('submit.fields.packageType'), width: 150, render: (_: unknown, p) => <PackageTypeTag p={p} t={t} /> },
  {
    key: 'source',
    title: t('submit.fields.source'),
    width: 200,
    render: (_: unknown, p) => (
      <CellStack>
        {t(`shared:enums.PackageSource.${p.source}`)}
        <Typography.Text type="secondary" ellipsis={{ tooltip: p.fileName ?? p.url }} style={{ maxWidth: 184 }}>
          {p.fileName ?? p.url}
        </Typography.Text>
      </CellStack>
    ),
  },
  {
    key: 'size',
    title: `${t('submit.fields.sizeShown')} / ${t('submit.fields.md5')}`,
    width: 150,
    render: (_: unknown, p) => (
      <CellStack>
        {formatBytes(p.size)}
        <Typography.Text code copyable={{ text: p.md5 }} ellipsis style={{ maxWidth: 130 }} title={p.md5}>
          {p.md5}
        </Typography.Text>
      </CellStack>
    ),
  },
  {
    key: 'state',
    title: t('submit.fields.state'),
    width: 100,
    render: (_: unknown, p) => <Tag color={STATE_COLOUR[p.state]}>{t(`shared:enums.PackageState.${p.state}`)}</Tag>,
  },
  {
    key: 'submittedAt',
    title: t('submit.fields.submitted'),
    width: 140,
    render: (_: unknown, p) => (
      <CellStack>
        {p.submittedBy ?? '—'}
        <Typography.Text type="secondary">{formatMinute(p.submittedAt)}</Typography.Text>
      </CellStack>
    ),
  },
];

/** Who released it, when, and to which organisations. */
export const releaseColumn = (t: TFunction<'version'>): TableColumnsType<TPackage>[number] => ({
  key: 'releasedAt',
  title: t('release.fields.released'),
  width: 190,
  render: (_: unknown, p) =>
    p.releasedAt ? (
      <CellStack>
        {p.releasedBy ?? '—'}
        <Typography.Text type="secondary">{formatMinute(p.releasedAt)}</Typography.Text>
        <Typography.Text type="secondary">{p.releasedTo.map((o) => o.name).join(', ')}</Typography.Text>
      </CellStack>
    ) : (
      '—'
    ),
});
