import { VIDEO_PROFILES, type TStreamingVersion } from '@fleet/contracts';
import { App, Flex, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommandOutcome } from '../../../components/command-outcome';
import { usePermission } from '../../../components/permission';
import { useReportedConfig } from '../api/get-video-status';
import { useSetStreamingVersion } from '../api/set-streaming-version';

/**
 * The streaming version the robot reported and the picture it gives; switching is a configuration
 * command (setConfig), and choosing 1.0 (no WebRTC) asks first (spec §4).
 */
export const StreamingVersion = ({ robotId, online }: { robotId: number; online: boolean }) => {
  const { t } = useTranslation('robotVideo');
  const { modal } = App.useApp();
  const config = useReportedConfig(robotId);
  const set = useSetStreamingVersion(robotId);
  const [commandId, setCommandId] = useState<string | null>(null);
  const mayChange = usePermission('robotOperate:config');
  if (config.isPending) return null;
  const version = config.data?.values.streamingVersion ?? null;
  const profile = VIDEO_PROFILES[version ?? 2];
  const send = (v: TStreamingVersion) => set.mutate(v, { onSuccess: (cmd) => setCommandId(cmd.commandId) });
  const choose = (v: TStreamingVersion) => {
    if (v !== 1) return send(v);
    void modal.confirm({ title: t('version.confirmTitle'), content: t('version.confirmText'), onOk: () => send(v) });
  };
  return (
    <Flex vertical gap={4}>
      <Space wrap>
        <Typography.Text strong>{t('version.label')}</Typography.Text>
        <Radio.Group
          aria-label={t('version.label')}
          value={version ?? 2}
          disabled={!mayChange || !online || set.isPending}
          onChange={(e) => choose(e.target.value as TStreamingVersion)}
          options={([1, 2] as const).map((v) => ({ value: v, label: `${v}.0` }))}
        />
        <Typography.Text type="secondary">{t('version.profile', profile)}</Typography.Text>
        {commandId && <CommandOutcome commandId={commandId} />}
      </Space>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {version === null ? `${t('version.notReported')} ` : ''}
        {t('version.relayNote')}
      </Typography.Text>
    </Flex>
  );
};
