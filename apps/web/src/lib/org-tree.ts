import { getOrgTreeRoute, type TOrgTreeNode } from '@fleet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from './request';

/**
 * The organisation tree the caller may see (GET getTreeByBusinessCode). Shared here because the
 * organisation, user and role screens all pick organisations from it; the organisation feature
 * invalidates it after every change.
 */
export const orgTreeKeys = {
  all: ['orgTree'] as const,
  visible: () => [...orgTreeKeys.all, 'visible'] as const,
};

export const getOrgTree = () => callRoute(getOrgTreeRoute);
export const orgTreeQuery = () => queryOptions({ queryKey: orgTreeKeys.visible(), queryFn: getOrgTree });
export const useOrgTree = () => useQuery(orgTreeQuery());

/** Depth-first search by id. */
export const findOrgNode = (nodes: readonly TOrgTreeNode[], id: number | undefined): TOrgTreeNode | undefined => {
  if (id == null) return undefined;
  for (const n of nodes) {
    if (n.id === id) return n;
    const hit = findOrgNode(n.children, id);
    if (hit) return hit;
  }
  return undefined;
};

/** Every node of the tree, parents first. */
export const flattenOrgTree = (nodes: readonly TOrgTreeNode[]): TOrgTreeNode[] => nodes.flatMap((n) => [n, ...flattenOrgTree(n.children)]);
