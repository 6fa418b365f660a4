import { OperateState } from '@fleet/contracts';
import type { TRobot, TRobotMap } from '@fleet/contracts';
import { Alert, Button, Form, Modal, Popconfirm, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommandOutcome } from '../../../components/command-outcome';
import { useCommand, useFindRobots } from '../../../lib/robot-api';
import { robotRefusal } from '../../../lib/robot-refusal';
import { useCopyRobotMap } from '../api/copy-robot-map';

/** Spec §8: a copy the target refused or never answered is "Map copy command failed". */
const CopyOutcome = ({ commandId }: { commandId: string }) => {
  const { t } = useTranslation();
  const { data } = useCommand(commandId);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <CommandOutcome commandId={commandId} />
      {data && (data.operateState === OperateState.FAILED || data.operateState === OperateState.WAIT_TIMEOUT) && (
        <Alert type="error" showIcon title={t('shared:errors.MAP_COPY_FAILED')} />
      )}
    </Space>
  );
};

/** Pick another robot the user sees, confirm, send; the dialog then follows the target's answer. */
export const MapCopyDialog = ({ robot, map, onClose }: { robot: TRobot; map: TRobotMap; onClose: () => void }) => {
  const { t } = useTranslation('robotMap');
  const [keyword, setKeyword] = useState('');
  const [target, setTarget] = useState<number | null>(null);
  const [commandId, setCommandId] = useState<string | null>(null);
  const robots = useFindRobots({ page: 1, pageSize: 20, ...(keyword ? { keyword } : {}) });
  const copy = useCopyRobotMap();
  // A target that can only refuse (offline, upgrading) is listed but not offered, saying why (hover and text).
  const options = (robots.data?.list ?? [])
    .filter((r) => r.id !== robot.id)
    .map((r) => {
      const refusal = robotRefusal('importMap', r);
      const why = refusal && t(`robot:refusals.${refusal}`);
      const name = `${r.alias} · ${r.deviceNumber}`;
      return {
        value: r.id,
        number: r.deviceNumber,
        disabled: why !== null,
        title: why ?? name,
        label: why ? (
          <span>
            {name} <Typography.Text type="secondary">({why})</Typography.Text>
          </span>
        ) : (
          name
        ),
      };
    });
  const chosen = options.find((o) => o.value === target);
  const targetNumber = chosen?.number ?? '';
  // The chosen target may go offline while the dialog is open.
  const ready = chosen !== undefined && !chosen.disabled;
  const send = () => {
    if (target === null) return;
    void copy.mutateAsync({ robotId: robot.id, mapId: map.mapId, targetRobotId: target }).then(
      (c) => setCommandId(c.commandId),
      () => undefined,
    );
  };
  return (
    <Modal open title={t('copy.title', { name: map.name })} onCancel={onClose} footer={null}>
      <Form layout="vertical">
        <Form.Item label={t('copy.target')} required>
          <Select
            showSearch
            aria-label={t('copy.target')}
            placeholder={t('copy.targetPlaceholder')}
            filterOption={false}
            onSearch={setKeyword}
            loading={robots.isFetching}
            value={target}
            onChange={(id: number) => setTarget(id)}
            notFoundContent={t('copy.noMatch')}
            options={options}
          />
        </Form.Item>
        <Popconfirm
          title={t('confirm.copyTitle', { name: map.name, number: targetNumber })}
          description={<div style={{ maxWidth: 320 }}>{t('confirm.copyText')}</div>}
          okText={t('copy.submit')}
          onConfirm={send}
          disabled={!ready}
        >
          <Button type="primary" disabled={!ready || commandId !== null} loading={copy.isPending}>
            {t('copy.submit')}
          </Button>
        </Popconfirm>
      </Form>
      {commandId && (
        <div style={{ marginTop: 16 }}>
          <CopyOutcome commandId={commandId} />
        </div>
      )}
    </Modal>
  );
};
