import { upgradeResultLabels } from './enum-labels';
import type { enumsZh } from './enums.zh';
import type { CatalogueShape } from './shape';

export const enumsEn = {
  enums: {
    OrgLevel: {
      '0': 'Platform', '1': 'Agent', '2': 'Operator', '3': 'Area', '4': 'Site', '5': 'Operations & maintenance',
    },
    TrusteeshipType: { '0': 'Unassigned', '1': 'Permanent', '2': 'Lease', '3': 'Trial' },
    RobotType: { '1': 'Model 130', '10': 'Model 90', '15': 'Model 80', '20': 'Model 40' },
    WorkStatus: {
      '0': 'Idle', '1': 'Running a task', '2': 'Paused', '3': 'Finished', '6': 'Transfer mode', '7': 'Follow mode',
      '8': 'Manual assist',
    },
    DeviceState: {
      '0': 'Normal', '1': 'Working', '2': 'Fault', '3': 'Locked', '4': 'Emergency stop', '5': 'Paused', '6': 'Manual',
    },
    LocationState: { '0': 'Not located', '1': 'Located', '2': 'Location failed', '3': 'Waiting for match' },
    LockState: { '0': 'Unlocked', '1': 'Locked' },
    OnlineState: { '0': 'Offline', '1': 'Online' },
    BindState: { '0': 'Unbound', '1': 'Bound' },
    ChargeStatus: { '0': 'Not charging', '1': 'Manual charging', '2': 'Automatic charging' },
    StreamingVersion: { '1': '1.0 (no WebRTC)', '2': '2.0 (WebRTC)' },
    JunkEventMode: { off: 'Off', boot: 'Report at start-up', work: 'Report while working' },
    TaskState: { '0': 'Pending or running', '1': 'Done', '2': 'Expired' },
    ReservationResult: {
      '0': 'Succeeded', '1': 'Robot was upgrading', '2': 'Robot state abnormal', '3': 'Map failed to load',
      '4': 'Location failed to load', '5': 'Task failed', '6': 'Task expired',
    },
    OperateState: { '0': 'Sent, no response', '1': 'Succeeded', '2': 'Failed', '3': 'Timed out' },
    PeriodType: { '0': 'Same day or every other day', '1': 'Once a day' },
    ExecMode: { '0': 'Once', '1': 'Every day' },
    Scene: { '0': 'Simple', '1': 'Multiple maps' },
    CleanMode: { cover: 'Full coverage', patrol: 'Patrol' },
    ShiftState: { active: 'Active', cancelled: 'Cancelled' },
    ShiftType: { normal: 'Regular', extra: 'Extra' },
    UpgradeStepMain: {
      '0': 'Waiting', '1': 'Notice received', '2': 'Checking info', '3': 'Comparing versions',
      '4': 'Looking up package', '5': 'Downloading', '6': 'Downloaded', '7': 'Checking files', '8': 'Backing up',
      '9': 'Unpacking',
      '10': 'Replacing files', '11': 'Restarting', '12': 'Succeeded', '13': 'Rolled back',
    },
    UpgradeStepControl: {
      '0': 'Waiting', '1': 'Notice received', '2': 'Checking info', '3': 'Comparing versions',
      '4': 'Looking up package', '5': 'Downloading', '6': 'Downloaded', '7': 'Checking files', '8': 'Backing up',
      '11': 'Restarting', '12': 'Succeeded', '13': 'Rolled back',
    },
    UpgradeStepApp: {
      '0': 'Waiting', '1': 'Notice received', '2': 'Comparing versions', '3': 'Downloading', '4': 'Downloaded',
      '5': 'Installing', '6': 'Succeeded', '7': 'Failed',
    },
    UpgradeStep: {
      '1': 'Preparing', '2': 'Downloading', '3': 'Verifying', '4': 'Installing', '5': 'Rolling back', '6': 'Restarting',
      '7': 'Done',
    },
    UpgradeResult: upgradeResultLabels(
      [
        'busy with a task', 'upgrade already in progress', 'nothing to upgrade', 'already up to date', 'network error',
        'package lookup failed', 'download failed', 'verification failed', 'decryption failed', 'unpacking failed',
        'backup failed', 'removing the old version failed', 'installation failed', 'rollback failed', 'unknown error',
      ],
      { main: 'Main unit: ', second: 'Second unit: ' },
    ),
    PackageType: { test: 'Test', demo: 'Demo', trial: 'Trial', official: 'Official' },
    SimStatus: {
      '0': 'Normal', '2': 'Suspended', '4': 'Awaiting activation', '5': 'Test period', '8': 'In stock',
      '9': 'Pending cancellation', '20': 'Cancelled', '21': 'Data cap reached', '80': 'Dormant', '99': 'Unknown',
    },
    ComponentState: { idle: 'Idle', in_use: 'In use', maintenance: 'Under repair', discarded: 'Discarded' },
    QrCodeState: { in_use: 'In use', discarded: 'Discarded' },
    Language: { zhCN: '简体中文', enUS: 'English', jaJP: '日本語' },
    WorkOrderUserStatus: {
      submitted: 'Submitted', pending: 'Pending', processing: 'In progress', awaiting_acceptance: 'Awaiting acceptance',
      finished: 'Finished', closed: 'Closed',
    },
    WorkOrderAdminStatus: {
      to_confirm: 'To be confirmed', reassign: 'To be reassigned', pending: 'Pending',
      awaiting_acceptance: 'Awaiting acceptance', finished: 'Finished', closed: 'Closed',
    },
    WorkOrderAction: {
      submit: 'Submit', distribute: 'Dispatch', process: 'Process', accept: 'Accept', finish: 'Finish', close: 'Close',
    },
    WorkOrderLevel: { '0': 'Normal', '1': 'Urgent', '2': 'Very urgent' },
  },
} as const satisfies CatalogueShape<typeof enumsZh>;
