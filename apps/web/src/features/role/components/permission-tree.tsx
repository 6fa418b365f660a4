import { permissionDescription, type Lang, type TAuthorityNode } from '@fleet/contracts';
import { Button, Empty, Flex, Skeleton, Tag, Tooltip, Tree, Typography, type TreeDataNode } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../lib/i18n';
import { useOperateTree } from '../api/get-operate-tree';
import { allCodes, groupNodes, groupState, isGroup, toggleCode } from './permission-codes';

interface Props {
  /** Checked codes (menus and operations); antd Form passes value/onChange. */
  value?: string[];
  onChange?: (codes: string[]) => void;
  id?: string;
}

const SignTag = ({ node }: { node: TAuthorityNode }) => {
  const { t } = useTranslation('role');
  if (isGroup(node.code)) return null;
  return node.sign === 'menu' ? <Tag color="blue">{t('tree.menu')}</Tag> : <Tag>{t('tree.operate')}</Tag>;
};

/**
 * Tree nodes titled by name and kind; a permission's title carries its catalogue description as a
 * tooltip (an operation's names its menu as the tree does, `menuName`). Groups only arrange.
 */
const toTreeData = (nodes: readonly TAuthorityNode[], lang: Lang, menuName?: string): TreeDataNode[] =>
  nodes.map((n) => {
    const title = (
      <span>
        {n.name} <SignTag node={n} />
      </span>
    );
    return {
      key: n.code,
      title: isGroup(n.code) ? title : <Tooltip title={permissionDescription(lang, n.code, menuName)}>{title}</Tooltip>,
      children: toTreeData(n.children, lang, n.sign === 'menu' && !isGroup(n.code) ? n.name : undefined),
    };
  });

/**
 * The grantable permissions as a checkbox tree (from operate/getTree). Checks are not conducted by
 * antd: `toggleCode` decides, so checking an operation also checks its menu.
 */
export const PermissionTree = ({ value = [], onChange, id }: Props) => {
  const { t } = useTranslation('role');
  const lang = currentLang();
  const { data: tree, isLoading } = useOperateTree();
  const treeData = useMemo(() => toTreeData(tree ?? [], lang), [tree, lang]);
  const checked = useMemo(() => new Set(value), [value]);
  if (isLoading) return <Skeleton active />;
  if (!tree?.length) return <Empty description={t('tree.empty')} />;
  const groups = groupNodes(tree).map((g) => ({ code: g.code, ...groupState(g, checked) }));
  const emit = (next: Set<string>) => onChange?.([...next]);
  return (
    <Flex vertical gap={8} id={id} role="group" aria-label={t('tree.label')}>
      <Flex gap={8} align="center">
        <Button size="small" onClick={() => emit(new Set([...value, ...allCodes(tree)]))}>
          {t('tree.selectAll')}
        </Button>
        <Button size="small" onClick={() => emit(new Set())}>
          {t('tree.clear')}
        </Button>
        <Typography.Text type="secondary">{t('tree.count', { count: value.length })}</Typography.Text>
      </Flex>
      <Typography.Text type="secondary">{t('tree.hint')}</Typography.Text>
      <Tree
        checkable
        checkStrictly
        selectable={false}
        defaultExpandAll
        treeData={treeData}
        checkedKeys={{
          checked: [...value, ...groups.filter((g) => g.checked).map((g) => g.code)],
          halfChecked: groups.filter((g) => g.half).map((g) => g.code),
        }}
        onCheck={(_, info) => emit(toggleCode(tree, checked, String(info.node.key), info.checked))}
      />
    </Flex>
  );
};
