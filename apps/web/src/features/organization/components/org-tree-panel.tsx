import type { TOrgTreeNode } from '@fleet/contracts';
import { Card, Empty, Skeleton, Tree, type TreeDataNode } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrgTree } from '../../../lib/org-tree';

const toTree = (nodes: readonly TOrgTreeNode[]): TreeDataNode[] =>
  nodes.map((n) => ({ key: n.id, title: n.name, children: toTree(n.children) }));

interface Props {
  selected: number | undefined;
  onSelect: (id: number | undefined) => void;
}

/** The visible organisation tree; selecting a node filters the list to its subtree, selecting it again clears. */
export const OrgTreePanel = ({ selected, onSelect }: Props) => {
  const { t } = useTranslation('organization');
  const { data, isLoading } = useOrgTree();
  const treeData = useMemo(() => toTree(data ?? []), [data]);
  return (
    <Card title={t('tree')} size="small" styles={{ body: { padding: 8, maxHeight: 'calc(100vh - 220px)', overflow: 'auto' } }}>
      {isLoading ? (
        <Skeleton active />
      ) : treeData.length === 0 ? (
        <Empty description={t('treeEmpty')} />
      ) : (
        <nav aria-label={t('tree')}>
          <Tree
            treeData={treeData}
            defaultExpandAll
            blockNode
            selectedKeys={selected == null ? [] : [selected]}
            onSelect={(keys) => onSelect(keys.length ? Number(keys[0]) : undefined)}
          />
        </nav>
      )}
    </Card>
  );
};
