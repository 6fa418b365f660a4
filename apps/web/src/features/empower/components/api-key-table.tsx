import type { TApiKey, TListResult } from '@fleet/contracts';
import { Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { CellStack } from '../../../components/cell-stack';
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
  const secondary = (v: string) => <Typography.Text type="secondary">{v}</Typography.Text>;
  const pair = (a: string, b: string) => `${t(`fields.${a as 'keyId'}`)} / ${t(`fields.${b as 'keyId'}`)}`;
  // Values that belong together share a column (one under the other): the list fits a 1400 px screen.
  const columns: TableColumnsType<TApiKey> = [
    {
      ...col(
        'orgName',
        (k) => (
          <CellStack>
            {k.orgName}
            {secondary(k.companyCode)}
          </CellStack>
        ),
        150,
      ),
      title: pair('organization', 'companyCode'),
    },
    col('provider', (k) => k.provider, 130),
    col(
      'keyId',
      (k) => (
        <Typography.Text style={MONO} copyable={{ text: k.keyId, tooltips: [t('common:copy'), t('common:copied')] }}>
          {k.keyId}
        </Typography.Text>
      ),
      190,
    ),
    {
      ...col(
        'beginAt',
        (k) => (
          <CellStack>
            {formatMinute(k.beginAt)}
            {secondary(formatMinute(k.endAt))}
          </CellStack>
        ),
        130,
      ),
      title: pair('beginAt', 'endAt'),
    },
    col('state', (k) => <ApiKeyStateTag state={k.state} />, 90),
    {
      ...col(
        'creator',
        (k) => (
          <CellStack>
            {k.creator ?? '—'}
            {secondary(formatMinute(k.createdAt))}
          </CellStack>
        ),
        120,
      ),
      title: pair('creator', 'createdAt'),
    },
    {
      key: 'actions',
      title: t('common:actions'),
      fixed: 'right' as const,
      width: 140,
      render: (_: unknown, k: TApiKey) => <ApiKeyRowActions apiKey={k} />,
    },
  ];
  return <PagedTable<TApiKey> data={data} loading={loading} columns={columns} onPage={onPage} emptyText={t('empty')} />;
};
