import { LANDMARK_ORG_LEVEL, type TOrgTreeNode } from '@fleet/contracts';
import { Button, Flex, TreeSelect } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { useOrgTree } from '../../../lib/org-tree';
import { useBindLandmarks } from '../api/bind-landmarks';

interface PointOption {
  value: number;
  title: string;
  selectable: boolean;
  disabled?: boolean;
  children: PointOption[];
}

/** The visible tree cut down to the branches that hold points; only points not yet bound can be chosen. */
const toOptions = (nodes: readonly TOrgTreeNode[], bound: ReadonlySet<number>): PointOption[] =>
  nodes.flatMap((n) => {
    const point = n.level === LANDMARK_ORG_LEVEL;
    const children = toOptions(n.children, bound);
    if (!point && children.length === 0) return [];
    return [{ value: n.id, title: n.name, selectable: point, disabled: point && bound.has(n.id), children }];
  });

interface Props {
  userId: number;
  /** Organisation ids already bound: shown, but not offered again. */
  bound: ReadonlySet<number>;
}

/** Picks level-4 organisations of the visible tree and binds them to the user in one call. */
export const LandmarkPicker = ({ userId, bound }: Props) => {
  const { t } = useTranslation('user');
  const { data: tree = [], isLoading } = useOrgTree();
  const treeData = useMemo(() => toOptions(tree, bound), [tree, bound]);
  const [chosen, setChosen] = useState<number[]>([]);
  const bind = useBindLandmarks();
  const submit = () =>
    bind.mutate(
      { userId, orgIds: chosen },
      {
        onSuccess: () => {
          void feedback().message.success(t('landmarks.bindDone'));
          setChosen([]);
        },
      },
    );
  return (
    <Flex gap={8} align="start">
      <TreeSelect<number[]>
        multiple
        aria-label={t('landmarks.pick')}
        placeholder={t('landmarks.pickPlaceholder')}
        loading={isLoading}
        treeData={treeData}
        treeDefaultExpandAll
        showSearch={{ treeNodeFilterProp: 'title' }}
        value={chosen}
        onChange={(v) => setChosen(v ?? [])}
        style={{ flex: 1, minWidth: 0 }}
      />
      <Button type="primary" disabled={chosen.length === 0} loading={bind.isPending} onClick={submit}>
        {t('landmarks.bind')}
      </Button>
    </Flex>
  );
};
