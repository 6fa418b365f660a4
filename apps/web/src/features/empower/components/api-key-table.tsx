import type { TApiKey, TListResult } from '@fleet/contracts';
import { Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../../components/paged-table';
import { ApiKeyRowActions } from './api-key-row-actions';
import { ApiKeyStateTag } from './api-key-state-tag';
import { formatMinute } from '../../../lib/format';

const MONO: React.CSSProperties = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' };

interface Props {
  data: TListResult<TApiKey> | undefined;
  loading: boolean;
  onPage: (page: number, pageSize: number) => void;
}

/** Server-paged key table; a skeleton on the first load, an empty state that says what to do. */
export const ApiKeyTable = ({ data, loading, onPage }: Props) => {
  const { t } = useTranslation('empower');
  const col = (key: keyof TApiKey, render: (k: TApiKey) => React.ReactNode, width: number, label = key as string) => ({
    key,
    title: t(`fields.${label as 'keyId'}`),
    width,
    render: (_: unknown, k: TApiKey) => render(k),
  });
  const columns: TableColumnsType<TApiKey> = [
    col('orgName', (k) => k.orgName, 160, 'organization'),
    col('companyCode', (k) => k.companyCode, 120),
    col('provider', (k) => k.provider, 140),
    col(
      'keyId',
      (k) => (
        <Typography.Text style={MONO} copyable={{ text: k.keyId, tooltips: [t('common:copy'), t('common:copied')] }}>
          {k.keyId}
        </Typography.Text>
      ),
      200,
    ),
    col('beginAt', (k) => formatMinute(k.beginAt), 150),
    col('endAt', (k) => formatMinute(k.endAt), 150),
    col('state', (k) => <ApiKeyStateTag state={k.state} />, 100),
    col('creator', (k) => k.creator ?? '—', 110),
    col('createdAt', (k) => formatMinute(k.createdAt), 150),
    {
      key: 'actions',
      title: t('common:actions'),
      fixed: 'right' as const,
      width: 170,
      render: (_: unknown, k: TApiKey) => <ApiKeyRowActions apiKey={k} />,
    },
  ];
  return (
    <PagedTable<TApiKey>
      data={data}
      loading={loading}
      columns={columns}
      onPage={onPage}
      emptyText={t('empty')}
    />
  );
};
