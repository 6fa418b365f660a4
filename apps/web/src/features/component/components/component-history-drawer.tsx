import { ComponentEvent, type TComponent, type TComponentHistoryItem } from '@fleet/contracts';
import { ArrowRightOutlined } from '@ant-design/icons';
import { Drawer, Empty, Flex, Result, Skeleton, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMinute } from '../../../lib/format';
import { useComponentHistory } from '../api/components';
import { ComponentStateTag } from './component-cells';

/** A colour per kind of event: into use blue, out of service red, back in stock green, the rest grey. */
const EVENT_COLOURS: Partial<Record<TComponentHistoryItem['event'], string>> = {
  [ComponentEvent.INSTALL]: 'blue',
  [ComponentEvent.DISCARD]: 'red',
  [ComponentEvent.REPAIR]: 'orange',
  [ComponentEvent.REPAIRED]: 'green',
  [ComponentEvent.REMOVE]: 'green',
};

const Entry = ({ e }: { e: TComponentHistoryItem }) => {
  const { t } = useTranslation('component');
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>{t(`shared:enums.ComponentEvent.${e.event}`)}</Typography.Text>
      <Flex gap={4} align="center" wrap>
        {e.fromState && (
          <>
            <ComponentStateTag state={e.fromState} />
            <ArrowRightOutlined aria-hidden />
          </>
        )}
        <ComponentStateTag state={e.toState} />
      </Flex>
      {e.deviceNumber && <Typography.Text>{t('resource.history.robot', { robot: e.deviceNumber })}</Typography.Text>}
      {e.note && <Typography.Text>{e.note}</Typography.Text>}
      <Typography.Text type="secondary">
        {formatMinute(e.at)}
        {e.userName && ` · ${t('resource.history.by', { name: e.userName })}`}
      </Typography.Text>
    </Flex>
  );
};

/** Every change of one component, newest first: what happened, between which states, in which robot, by whom. */
export const ComponentHistoryDrawer = ({ component, onClose }: { component: TComponent; onClose: () => void }) => {
  const { t } = useTranslation('component');
  const { data, isError, error } = useComponentHistory(component.id);
  const body = () => {
    if (isError) return <Result status="warning" title={error.message} />;
    if (!data) return <Skeleton active />;
    if (data.length === 0) return <Empty description={t('resource.history.empty')} />;
    return <Timeline items={data.map((e) => ({ key: e.id, color: EVENT_COLOURS[e.event] ?? 'gray', content: <Entry e={e} /> }))} />;
  };
  return (
    <Drawer open onClose={onClose} size={480} title={t('resource.history.title', { serialNo: component.serialNo })} destroyOnHidden>
      {body()}
    </Drawer>
  );
};
