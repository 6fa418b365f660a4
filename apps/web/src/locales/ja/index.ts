import type { zh } from '../zh';
import type { Shape } from '../shape';
import { account } from './account';
import { auth } from './auth';
import { common } from './common';
import { home } from './home';
import { placeholder } from './placeholder';
import { shell } from './shell';
import { organization } from './organization';
import { user } from './user';
import { role } from './role';
import { operationLog } from './operation-log';
import { authority } from './authority';
import { empower } from './empower';
import { robot } from './robot';
import { robotRegister } from './robot-register';
import { robotTrusteeship } from './robot-trusteeship';
import { robotOperate } from './robot-operate';
import { robotMap } from './robot-map';
import { robotHistory } from './robot-history';
import { robotEvent } from './robot-event';
import { robotLog } from './robot-log';
import { robotConfig } from './robot-config';
import { robotTask } from './robot-task';
import { robotVideo } from './robot-video';
import { robotFault } from './robot-fault';
import { statistics } from './statistics';
import { visualization } from './visualization';
import { monitorVideo } from './monitor-video';
import { largeScreen } from './large-screen';
import { robotMonitor } from './robot-monitor';
import { help } from './help';
import { documents } from './documents';
import { workOrder } from './work-order';
import { resourceFile } from './resource-file';
import { version } from './version';
import { ota } from './ota';
import { component } from './component';
import { maintainRecord } from './maintain-record';
import { outRecord } from './out-record';
import { qrCode } from './qr-code';
import { area } from './area';
import { landmark } from './landmark';
import { robotBuild } from './robot-build';
import { robotType } from './robot-type';
import { configure } from './configure';

export const ja = {
  common,
  auth,
  account,
  shell,
  home,
  placeholder,
  organization,
  user,
  role,
  operationLog,
  authority,
  empower,
  robot,
  robotRegister,
  robotTrusteeship,
  robotOperate,
  robotMap,
  robotHistory,
  robotEvent,
  robotLog,
  robotConfig,
  robotTask,
  robotVideo,
  robotFault,
  statistics,
  visualization,
  monitorVideo,
  largeScreen,
  robotMonitor,
  help,
  documents,
  workOrder,
  resourceFile,
  version,
  ota,
  component,
  maintainRecord,
  outRecord,
  qrCode,
  area,
  landmark,
  robotBuild,
  robotType,
  configure,
} satisfies Shape<typeof zh>;
