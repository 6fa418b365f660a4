import type { TRobotListQuery } from '@fleet/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Popover, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { RobotTypeSelect } from '../../../components/robot-type-select';
import { findRobotsQuery } from '../../../lib/robot-api';

type Filter = Pick<TRobotListQuery, 'orgId' | 'robotType' | 'keyword'>;

/** "Fill from filter": the first `size` online robots matching organisation, type and keyword replace the wall's. */
export const FillForm = ({ size, onFill }: { size: number; onFill: (ids: number[]) => void }) => {
  const { t } = useTranslation('monitorVideo');
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<Filter>();

  const fill = async (f: Filter) => {
    setBusy(true);
    try {
      const q: TRobotListQuery = { ...f, keyword: f.keyword?.trim() || undefined, online: true, page: 1, pageSize: size };
      const page = await qc.fetchQuery(findRobotsQuery(q));
      const ids = page.list.filter((r) => r.enabled).map((r) => r.id);
      if (ids.length === 0) return void message.warning(t('fill.none'));
      onFill(ids);
      void message.success(t('fill.done', { count: ids.length }));
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };

  const body = (
    <Form form={form} layout="vertical" name="wall-fill" onFinish={(v) => void fill(v).catch(() => undefined)} style={{ width: 300 }}>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('fill.hint', { n: size })}
      </Typography.Paragraph>
      <Form.Item name="orgId" label={t('robot:fields.organization')}>
        <OrgTreeSelect allowClear placeholder={t('common:all')} />
      </Form.Item>
      <Form.Item name="robotType" label={t('robot:fields.robotType')}>
        <RobotTypeSelect all />
      </Form.Item>
      <Form.Item name="keyword" label={t('robot:fields.keyword')}>
        <Input allowClear placeholder={t('robot:placeholders.keyword')} maxLength={60} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} block>
        {t('fill.submit')}
      </Button>
    </Form>
  );
  return (
    <Popover open={open} onOpenChange={setOpen} trigger="click" title={t('fill.title')} content={body} placement="bottomLeft">
      <Button>{t('fill.open')}</Button>
    </Popover>
  );
};
