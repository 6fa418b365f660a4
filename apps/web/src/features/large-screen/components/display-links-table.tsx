import type { TDisplayLink } from '@fleet/contracts';
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../../components/row-actions';
import { feedback } from '../../../lib/feedback';
import { formatMinute } from '../../../lib/format';
import { useDeleteDisplayLink } from '../api/delete-display-link';
import { useRevokeDisplayLink } from '../api/revoke-display-link';
import { SCREEN } from './screen-colours';

/** One meaning per colour (design.md §7): active green, expired and revoked grey, each with its word. */
const STATE_COLOUR = { active: 'success', expired: 'default', revoked: 'default' } as const;

const LinkActions = ({ link }: { link: TDisplayLink }) => {
  const { t } = useTranslation('largeScreen');
  const revoke = useRevokeDisplayLink();
  const remove = useDeleteDisplayLink();
  return (
    <RowActions
      subject={link.name}
      actions={[
        link.state === 'active' && {
          key: 'revoke',
          label: t('links.revoke'),
          code: 'largeScreen:display',
          danger: true,
          confirm: {
            title: t('links.revokeTitle', { name: link.name }),
            text: t('links.revokeText'),
            okText: t('links.revoke'),
            loading: revoke.isPending,
            onConfirm: () => revoke.mutateAsync(link.id).then(() => void feedback().message.success(t('links.revoked'))),
          },
        },
        {
          key: 'delete',
          label: t('links.delete'),
          code: 'largeScreen:display',
          danger: true,
          confirm: {
            title: t('links.deleteTitle', { name: link.name }),
            text: t('links.deleteText'),
            okText: t('links.delete'),
            loading: remove.isPending,
            onConfirm: () => remove.mutateAsync(link.id).then(() => void feedback().message.success(t('links.deleted'))),
          },
        },
      ]}
    />
  );
};

/** The caller's links with their state and last use, newest first; a wall has few, so no paging. */
export const DisplayLinksTable = ({ links, loading }: { links: TDisplayLink[]; loading: boolean }) => {
  const { t } = useTranslation('largeScreen');
  return (
    <Table<TDisplayLink>
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={links}
      pagination={false}
      scroll={{ y: 360 }}
      // antd greys the empty text as if disabled: under 4.5:1 on the dark dialog.
      locale={{ emptyText: <span style={{ color: SCREEN.secondary }}>{t('links.empty')}</span> }}
      columns={[
        { title: t('links.name'), dataIndex: 'name', width: 180, ellipsis: true },
        { title: t('links.organization'), dataIndex: 'orgName', width: 160, ellipsis: true },
        {
          title: t('links.state'),
          dataIndex: 'state',
          width: 100,
          render: (s: TDisplayLink['state']) => <Tag color={STATE_COLOUR[s]}>{t(`links.states.${s}`)}</Tag>,
        },
        { title: t('links.expiresAt'), dataIndex: 'expiresAt', width: 150, render: (v: string) => formatMinute(v) },
        {
          title: t('links.lastUsedAt'),
          dataIndex: 'lastUsedAt',
          width: 150,
          render: (v: string | null) => (v ? formatMinute(v) : t('links.neverUsed')),
        },
        { title: t('links.creator'), dataIndex: 'creator', width: 110, ellipsis: true, render: (v: string | null) => v ?? '—' },
        { title: t('links.actions'), key: 'actions', width: 150, render: (_, link) => <LinkActions link={link} /> },
      ]}
    />
  );
};
