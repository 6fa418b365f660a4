import type { TRobotEvent } from '@fleet/contracts';
import { Alert, Button, Descriptions, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/format';
import { saveBlob } from '../../../lib/request';
import { useRobotEventImage } from '../api/get-robot-event-image';
import { eventTypeLabel } from '../../../components/event-level';

/** The picture a vision event was recognised in, with what was recognised and how sure the robot was. */
export const EventImageModal = ({ event, onClose }: { event: TRobotEvent | null; onClose: () => void }) => {
  const { t } = useTranslation('robotEvent');
  const image = useRobotEventImage(event?.id ?? null);
  return (
    <Modal
      open={event !== null}
      title={event ? t('imageTitle', { type: eventTypeLabel(t, event.type), time: formatTime(event.ts) }) : ''}
      onCancel={onClose}
      width={720}
      footer={[
        <Button key="save" disabled={!image.data} onClick={() => image.data && saveBlob(image.data.blob, image.data.filename)}>
          {t('saveImage')}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {t('close')}
        </Button>,
      ]}
    >
      {event && (
        <Descriptions
          size="small"
          column={2}
          items={[
            {
              key: 'accuracy',
              label: t('columns.accuracy'),
              children: event.accuracy === null ? '—' : `${(event.accuracy * 100).toFixed(1)} %`,
            },
            { key: 'message', label: t('columns.message'), children: event.message ?? '—' },
          ]}
        />
      )}
      {image.isError ? (
        <Alert type="error" showIcon title={t('imageFailed')} />
      ) : image.url ? (
        <img
          src={image.url}
          alt={event ? t('imageAlt', { type: eventTypeLabel(t, event.type) }) : ''}
          style={{ width: '100%', marginTop: 12 }}
        />
      ) : (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      )}
    </Modal>
  );
};
