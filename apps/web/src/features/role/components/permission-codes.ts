import type { TAuthorityNode } from '@fleet/contracts';

/** Group nodes (`group.<name>`) only arrange the tree; they are not codes a role can hold. */
export const isGroup = (code: string) => code.startsWith('group.');

const descendants = (n: TAuthorityNode): string[] => n.children.flatMap((c) => [c.code, ...descendants(c)]);

/** Every grantable code of the tree. */
export const allCodes = (nodes: readonly TAuthorityNode[]): string[] =>
  nodes.flatMap((n) => [n.code, ...descendants(n)]).filter((c) => !isGroup(c));

/** The chain of ancestors of `code`, nearest first; undefined when the code is not in the tree. */
const ancestorsOf = (nodes: readonly TAuthorityNode[], code: string, trail: TAuthorityNode[] = []): TAuthorityNode[] | undefined => {
  for (const n of nodes) {
    if (n.code === code) return [...trail].reverse();
    const hit = ancestorsOf(n.children, code, [...trail, n]);
    if (hit) return hit;
  }
  return undefined;
};

const findNode = (nodes: readonly TAuthorityNode[], code: string): TAuthorityNode | undefined => {
  for (const n of nodes) {
    if (n.code === code) return n;
    const hit = findNode(n.children, code);
    if (hit) return hit;
  }
  return undefined;
};

/**
 * Checking a node grants it and everything under it, and the menus above it (an operation without
 * its menu would be unreachable). Unchecking removes the node and everything under it.
 */
export const toggleCode = (nodes: readonly TAuthorityNode[], checked: ReadonlySet<string>, code: string, on: boolean): Set<string> => {
  const node = findNode(nodes, code);
  const next = new Set(checked);
  if (!node) return next;
  const below = [node.code, ...descendants(node)].filter((c) => !isGroup(c));
  if (on) {
    for (const c of below) next.add(c);
    for (const a of ancestorsOf(nodes, code) ?? []) if (!isGroup(a.code)) next.add(a.code);
  } else {
    for (const c of below) next.delete(c);
  }
  return next;
};

/** How a group node looks: checked when all its codes are, half when some are. */
export const groupState = (node: TAuthorityNode, checked: ReadonlySet<string>) => {
  const codes = descendants(node).filter((c) => !isGroup(c));
  const n = codes.filter((c) => checked.has(c)).length;
  return { checked: codes.length > 0 && n === codes.length, half: n > 0 && n < codes.length };
};

/** Every group code of the tree (for the displayed check state). */
export const groupNodes = (nodes: readonly TAuthorityNode[]): TAuthorityNode[] =>
  nodes.flatMap((n) => [...(isGroup(n.code) ? [n] : []), ...groupNodes(n.children)]);
