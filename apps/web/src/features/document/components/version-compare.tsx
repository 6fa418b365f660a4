import type { TDocumentVersionRow } from '@fleet/contracts';
import { Button, Flex, Form, Select, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentVersion } from '../api/get-document-version';

/** `diff` (and the view) load with the first comparison, never with the list screens. */
const LineDiffView = lazy(() => import('./line-diff-view'));

const Diff = ({ id, from, to }: { id: number; from: number; to: number }) => {
  const { t } = useTranslation('documents');
  const a = useDocumentVersion(id, from);
  const b = useDocumentVersion(id, to);
  if (!a.data || !b.data) return <Skeleton active />;
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('history.compareTitle', { from, to })}
      </Typography.Title>
      <Suspense fallback={<Skeleton active />}>
        <LineDiffView from={a.data.body} to={b.data.body} />
      </Suspense>
    </Flex>
  );
};

/** Two versions to compare (the older and the newer by default) and their line diff. */
export const VersionCompare = ({ id, versions }: { id: number; versions: TDocumentVersionRow[] }) => {
  const { t } = useTranslation('documents');
  const options = versions.map((v) => ({ value: v.version, label: t('version', { version: v.version }) }));
  const [from, setFrom] = useState(versions[1]?.version ?? versions[0]?.version);
  const [to, setTo] = useState(versions[0]?.version);
  const [shown, setShown] = useState<{ from: number; to: number }>();
  if (versions.length < 2) return null;
  return (
    <Flex vertical gap={12}>
      <Form layout="inline" name="version-compare" onFinish={() => from && to && setShown({ from, to })}>
        <Form.Item label={t('history.compareFrom')} htmlFor="compare-from">
          <Select id="compare-from" value={from} onChange={setFrom} options={options} style={{ width: 150 }} />
        </Form.Item>
        <Form.Item label={t('history.compareTo')} htmlFor="compare-to">
          <Select id="compare-to" value={to} onChange={setTo} options={options} style={{ width: 150 }} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            {t('history.compare')}
          </Button>
        </Form.Item>
      </Form>
      {shown && <Diff id={id} from={shown.from} to={shown.to} />}
    </Flex>
  );
};
