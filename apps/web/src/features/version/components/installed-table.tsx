import type { TInstalledVersion, TListResult } from '@fleet/contracts';
import { Button, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedTable } from '../../../components/paged-table';

export type InstalledRow = TInstalledVersion & { id: string };

interface Props {
  data: TListResult<TInstalledVersion> | undefined;
  loading: boolean;
  onPage: (page: number, pageSize: number) => void;
  onOpen: (v: TInstalledVersion) => void;
}

/** A definition opens filtered on the definition screen by its number. */
const definitionHref = (v: TInstalledVersion) => `/contentPage/definition?keyword=${encodeURIComponent(v.text)}`;

/** Each version of a unit, defined or reported; the robot count opens the robots reporting it. */
export const InstalledTable = ({ data, loading, onPage, onOpen }: Props) => {
  const { t } = useTranslation('version');
  const rows = data && { ...data, list: data.list.map((v) => ({ ...v, id: `${v.softwareType}:${v.text}` })) };
  const columns: TableColumnsType<InstalledRow> = [
    {
      key: 'softwareType',
      title: t('installed.fields.softwareType'),
      width: 150,
      render: (_: unknown, v) => <Tag>{t(`shared:enums.SoftwareType.${v.softwareType}`)}</Tag>,
    },
    { key: 'text', title: t('installed.fields.version'), width: 140, render: (_: unknown, v) => v.text },
    {
      key: 'robots',
      title: t('installed.fields.robots'),
      width: 120,
      // A version no robot runs yet has no robots to open.
      render: (_: unknown, v) =>
        v.robots === 0 ? (
          0
        ) : (
          <Button
            type="link"
            style={{ padding: 0 }}
            aria-label={t('installed.showRobots', { count: v.robots, text: v.text })}
            onClick={() => onOpen(v)}
          >
            {v.robots}
          </Button>
        ),
    },
    {
      key: 'definition',
      title: t('installed.fields.definition'),
      width: 140,
      render: (_: unknown, v) =>
        v.versionId === null ? (
          <Tag>{t('installed.notDefined')}</Tag>
        ) : (
          <Link to={definitionHref(v)}>
            <Tag color="success">{t('installed.defined')}</Tag>
          </Link>
        ),
    },
    {
      key: 'released',
      title: t('installed.fields.released'),
      width: 140,
      render: (_: unknown, v) => (v.versionId === null ? '—' : v.released),
    },
  ];
  return <PagedTable<InstalledRow> data={rows} loading={loading} columns={columns} onPage={onPage} emptyText={t('installed.empty')} />;
};
