import type { TRobot, TRobotMap } from '@fleet/contracts';
import { Button, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../components/permission';
import { MapCopyDialog } from './map-copy-dialog';
import { MapStateTags } from './map-state-tags';
import { MapSwitchAction } from './map-switch-action';

interface Props {
  robot: TRobot;
  maps: TRobotMap[];
  selected: string | null;
  onSelect: (mapId: string) => void;
}

/** The robot's maps; a row click shows it on the canvas, the actions switch or copy it. */
export const MapList = ({ robot, maps, selected, onSelect }: Props) => {
  const { t } = useTranslation('robotMap');
  const [copying, setCopying] = useState<TRobotMap | null>(null);
  return (
    <>
      <Table<TRobotMap>
        size="small"
        rowKey="mapId"
        pagination={false}
        dataSource={maps}
        scroll={{ x: 'max-content' }}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: selected ? [selected] : [],
          onChange: (keys) => keys[0] && onSelect(String(keys[0])),
          columnWidth: 32,
        }}
        onRow={(m) => ({ onClick: () => onSelect(m.mapId), style: { cursor: 'pointer' } })}
        columns={[
          { key: 'name', title: t('list.name'), dataIndex: 'name' },
          {
            key: 'size',
            title: t('list.size'),
            render: (_, m) =>
              t('list.sizeValue', {
                w: m.width,
                h: m.height,
                mw: (m.width * m.resolution).toFixed(1),
                mh: (m.height * m.resolution).toFixed(1),
              }),
          },
          { key: 'resolution', title: t('list.resolution'), render: (_, m) => t('list.resolutionValue', { value: m.resolution }) },
          { key: 'landmarks', title: t('list.landmarks'), render: (_, m) => m.landmarks.length },
          { key: 'paths', title: t('list.paths'), render: (_, m) => m.paths.length },
          { key: 'state', title: t('list.state'), render: (_, m) => <MapStateTags map={m} /> },
          {
            key: 'actions',
            title: '',
            render: (_, m) => (
              <div onClick={(e) => e.stopPropagation()}>
                <MapSwitchAction robot={robot} map={m} />
                <Permission code="robotOperate:map">
                  <Button
                    size="small"
                    type="link"
                    disabled={!m.hasGrid}
                    aria-label={`${t('actions.copy')} ${m.name}`}
                    onClick={() => setCopying(m)}
                  >
                    {t('actions.copy')}
                  </Button>
                </Permission>
              </div>
            ),
          },
        ]}
      />
      {copying && <MapCopyDialog robot={robot} map={copying} onClose={() => setCopying(null)} />}
    </>
  );
};
