import type { robotLog as zh } from '../zh/robot-log';
import type { Shape } from '../shape';

export const robotLog = {
  title: 'Logs',
  hint: 'Ask the robot to upload its log of a recent period; download it once it has arrived.',
  request: 'Ask for the log',
  offline: 'The robot is offline and cannot upload its log',
  lastMinutes_one: 'Last minute',
  lastMinutes_other: 'Last {{count}} minutes',
  system: 'System',
  empty: 'No logs yet. Choose a period and click "Ask for the log".',
  download: 'Download',
  downloadOf: 'Download {{name}}',
  columns: {
    requestedAt: 'Requested',
    requestedBy: 'Requested by',
    period: 'Period',
    status: 'Status',
    fileName: 'File',
    lines: 'Lines',
    size: 'Size',
    uploadedAt: 'Uploaded',
    download: 'Download',
  },
  status: {
    waiting: 'Waiting for the robot',
    uploading: 'Uploading',
    received: 'Received',
    refused: 'Refused by the robot',
    noAnswer: 'No answer',
  },
} satisfies Shape<typeof zh>;
