import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Popconfirm, Space, Tooltip } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperateCodes } from '../lib/session-api';

/** A confirmation that says what the action does before it runs (design.md §7). */
export interface RowActionConfirm {
  title: ReactNode;
  text: ReactNode;
  okText: string;
  loading?: boolean;
  onConfirm: () => Promise<unknown>;
}

export interface RowAction {
  key: string;
  label: string;
  /** The operation code the action needs: without it the action is left out (the server checks anyway). */
  code?: string;
  danger?: boolean;
  /** An action that can only fail is shown disabled, with why. */
  disabledReason?: string;
  onClick?: () => void;
  confirm?: RowActionConfirm;
}

interface Props {
  /** In order of use: the first ones stay visible. `false`/`null` entries are left out. */
  actions: readonly (RowAction | false | null | undefined)[];
  /** What the row is (an account, a device number): screen readers hear "Delete operator7". */
  subject: string;
  /** Buttons the cell shows at most; beyond that the last slot becomes "More" with the rest. */
  max?: number;
  size?: 'large' | 'middle' | 'small';
  /** Shown after the buttons (a command's outcome). */
  children?: ReactNode;
}

/** Link buttons close together: three of them and More fit the fixed actions column in every language. */
const COMPACT = { paddingInline: 4 };

const confirmProps = (c: RowActionConfirm, danger?: boolean) => ({
  title: c.title,
  description: <div style={{ maxWidth: 320 }}>{c.text}</div>,
  okText: c.okText,
  okButtonProps: { danger, loading: c.loading },
});

/** One visible action: a link button, behind its confirmation or with its reason when disabled. */
const InlineAction = ({ action: a, subject, size }: { action: RowAction; subject: string; size: Props['size'] }) => {
  const aria = `${a.label} ${subject}`;
  if (a.disabledReason) {
    return (
      <Tooltip title={a.disabledReason}>
        {/* A disabled button gets no pointer events in every browser: the span takes the hover. */}
        <span>
          <Button type="link" size={size} style={COMPACT} danger={a.danger} disabled aria-label={`${aria}: ${a.disabledReason}`}>
            {a.label}
          </Button>
        </span>
      </Tooltip>
    );
  }
  const button = (
    <Button type="link" size={size} style={COMPACT} danger={a.danger} onClick={a.confirm ? undefined : a.onClick} aria-label={aria}>
      {a.label}
    </Button>
  );
  if (!a.confirm) return button;
  const { onConfirm } = a.confirm;
  return (
    <Popconfirm {...confirmProps(a.confirm, a.danger)} onConfirm={() => onConfirm().catch(() => undefined)}>
      {button}
    </Popconfirm>
  );
};

/**
 * The actions of one table row (or card): the first ones as link buttons, the rest in a "More" menu,
 * so the fixed actions column keeps the same narrow width whatever the caller may do. Actions the
 * user lacks the code for are left out before counting. An overflow action with a confirmation asks
 * in a popover on the More button, the same question an inline one asks.
 */
export const RowActions = ({ actions, subject, max = 3, size = 'small', children }: Props) => {
  const { t } = useTranslation('common');
  const codes = useOperateCodes();
  const [asking, setAsking] = useState<RowAction | null>(null);
  const allowed = actions.filter((a): a is RowAction => !!a && (!a.code || codes.has(a.code)));
  const cut = allowed.length > max ? max - 1 : allowed.length;
  const inline = allowed.slice(0, cut);
  const rest = allowed.slice(cut);
  const choose = ({ key }: { key: string }) => {
    const a = rest.find((x) => x.key === key);
    if (!a) return;
    if (a.confirm) setAsking(a);
    else a.onClick?.();
  };
  const more = rest.length > 0 && (
    <Popconfirm
      open={!!asking?.confirm}
      {...(asking?.confirm ? confirmProps(asking.confirm, asking.danger) : { title: '' })}
      onOpenChange={(open) => !open && setAsking(null)}
      onCancel={() => setAsking(null)}
      onConfirm={() =>
        asking?.confirm
          ?.onConfirm()
          .catch(() => undefined)
          .finally(() => setAsking(null))
      }
    >
      <span>
        <Dropdown
          trigger={['click']}
          menu={{
            items: rest.map((a) => ({
              key: a.key,
              label: a.label,
              danger: a.danger,
              disabled: !!a.disabledReason,
              title: a.disabledReason,
            })),
            onClick: choose,
          }}
        >
          <Button type="link" size={size} style={COMPACT} aria-label={`${t('more')} ${subject}`}>
            {t('more')} <DownOutlined />
          </Button>
        </Dropdown>
      </span>
    </Popconfirm>
  );
  return (
    <Space size={4} wrap>
      {inline.map((a) => (
        <InlineAction key={a.key} action={a} subject={subject} size={size} />
      ))}
      {more}
      {children}
    </Space>
  );
};
