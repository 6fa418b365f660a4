import type { TOrgTreeNode } from '@fleet/contracts';
import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useOrgTree } from '../lib/org-tree';

interface TreeOption {
  value: number;
  title: string;
  disabled?: boolean;
  children: TreeOption[];
}

const toOptions = (nodes: readonly TOrgTreeNode[], disable?: (n: TOrgTreeNode) => boolean): TreeOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, disabled: disable?.(n), children: toOptions(n.children, disable) }));

interface Props {
  id?: string;
  value?: number;
  onChange?: (value: number | undefined, node?: TOrgTreeNode) => void;
  /** Nodes that may not be chosen (e.g. an organisation of the lowest level as a parent). */
  disable?: (node: TOrgTreeNode) => boolean;
  placeholder?: string;
  allowClear?: boolean;
  disabled?: boolean;
  'aria-label'?: string;
  size?: 'large' | 'middle';
  style?: React.CSSProperties;
}

/** Picks one organisation of the caller's visible tree; searchable by name. */
export const OrgTreeSelect = ({ onChange, disable, style, ...rest }: Props) => {
  const { data = [], isLoading } = useOrgTree();
  const treeData = useMemo(() => toOptions(data, disable), [data, disable]);
  return (
    <TreeSelect<number>
      {...rest}
      loading={isLoading}
      treeData={treeData}
      treeDefaultExpandAll
      showSearch={{ treeNodeFilterProp: 'title' }}
      style={{ width: '100%', ...style }}
      onChange={(v) => onChange?.(v ?? undefined)}
    />
  );
};

/**
 * Picks several organisations of the caller's visible tree, each on its own (a release to a parent
 * already covers its children, so ticking one never ticks the others).
 */
export const OrgTreeMultiSelect = ({
  value,
  onChange,
  ...rest
}: {
  id?: string;
  value?: number[];
  onChange?: (value: number[]) => void;
  placeholder?: string;
  'aria-label'?: string;
}) => {
  const { data = [], isLoading } = useOrgTree();
  const treeData = useMemo(() => toOptions(data), [data]);
  return (
    <TreeSelect<{ value: number; label: string }[]>
      {...rest}
      loading={isLoading}
      treeData={treeData}
      treeCheckable
      treeCheckStrictly
      treeDefaultExpandAll
      showSearch={{ treeNodeFilterProp: 'title' }}
      style={{ width: '100%' }}
      value={value?.map((v) => ({ value: v, label: '' }))}
      onChange={(v) => onChange?.((v ?? []).map((x) => x.value))}
    />
  );
};
