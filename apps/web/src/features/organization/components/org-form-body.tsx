import { ZOrgFields, type TOrgTreeNode } from '@fleet/contracts';
import { Form, Input, Select, type FormInstance } from 'antd';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { zodRule } from '../../../lib/form-rules';
import { findOrgNode, useOrgTree } from '../../../lib/org-tree';
import { levelsBelow, LOWEST_LEVEL, useLevelOptions } from './levels';
import { SiteCoordinatesFields } from './site-coordinates-fields';

const TEXT_FIELDS = ['code', 'contactName', 'phone', 'type'] as const;

interface Props {
  form: FormInstance;
  /** Editing: the parent stays where it is (moving a subtree is not offered). */
  editing?: boolean;
  size?: 'large' | 'middle';
}

/**
 * The one form body of an organisation (create and edit, desktop and mobile). The level select
 * offers only the levels below the chosen parent's, and is cleared when the parent changes to one
 * that no longer allows it.
 */
export const OrgFormBody = ({ form, editing, size }: Props) => {
  const { t } = useTranslation('organization');
  const { data: tree = [] } = useOrgTree();
  const parentId = Form.useWatch<number | undefined>('parentId', form);
  const parentLevel = findOrgNode(tree, parentId)?.level;
  const allowed = levelsBelow(parentLevel);
  const levelOptions = useLevelOptions(allowed);
  const disableParent = useCallback((n: TOrgTreeNode) => n.level >= LOWEST_LEVEL, []);

  useEffect(() => {
    const level = form.getFieldValue('level') as number | undefined;
    if (parentLevel != null && level != null && level <= parentLevel) form.setFieldValue('level', undefined);
  }, [form, parentLevel]);

  const rule = (name: string) => [zodRule(ZOrgFields, name)];
  return (
    <>
      <Form.Item name="parentId" label={t('fields.parent')} rules={rule('parentId')} required>
        <OrgTreeSelect disable={disableParent} disabled={editing} placeholder={t('placeholders.parent')} size={size} />
      </Form.Item>
      <Form.Item name="level" label={t('fields.level')} rules={rule('level')} required dependencies={['parentId']}>
        <Select
          size={size}
          options={levelOptions}
          disabled={parentLevel == null}
          placeholder={parentLevel == null ? t('placeholders.levelNeedsParent') : t('placeholders.level')}
        />
      </Form.Item>
      <Form.Item name="name" label={t('fields.name')} rules={rule('name')} required>
        <Input size={size} />
      </Form.Item>
      {TEXT_FIELDS.map((f) => (
        <Form.Item key={f} name={f} label={t(`fields.${f}`)} rules={rule(f)}>
          <Input size={size} placeholder={f === 'code' ? t('placeholders.code') : undefined} disabled={editing && f === 'code'} />
        </Form.Item>
      ))}
      <Form.Item name="area" label={t('fields.area')} rules={rule('area')}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <SiteCoordinatesFields size={size} />
    </>
  );
};
