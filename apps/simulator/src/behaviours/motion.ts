import { coverGrid } from '../map/cover-grid';
import type { RobotModel } from '../robot-model';

/** Cleaning speed of a commercial sweeper (m/s); transit between areas is a little faster. */
export const CLEANING_SPEED = 0.5;
export const TRANSIT_SPEED = 0.6;
/** Below this on arrival the robot charges; above it, it just rests on the dock. */
const TOP_UP_BELOW = 95;

/**
 * Moves the robot for `h` simulated seconds along its route or transit path; returns metres moved.
 * Cleaning never exceeds the configured speed limit (maxSpeed is the limit "while cleaning").
 */
export const drive = (m: RobotModel, h: number) => {
  if (!m.canDrive || m.simTime < m.holdUntil) return 0;
  if (m.activity === 'cleaning' && m.task) {
    const { moved, swept } = m.task.route.advance(Math.min(CLEANING_SPEED, m.config.values.maxSpeed) * h);
    m.pose = m.task.route.position();
    count(m, moved, swept, h);
    if (m.task.route.done) finishTask(m);
    return moved;
  }
  if ((m.activity === 'toDock' || m.activity === 'toTask') && m.transit) {
    const { moved } = m.transit.advance(TRANSIT_SPEED * h);
    m.pose = m.transit.position();
    count(m, moved, 0, h);
    if (m.transit.done) arrive(m, m.activity);
    return moved;
  }
  return 0;
};

const count = (m: RobotModel, moved: number, swept: number, h: number) => {
  if (moved <= 0) return;
  m.counters.distanceKm += moved / 1000;
  // A swept metre cleans one lane width.
  m.counters.areaM2 += swept * coverGrid(m.map).size;
  m.counters.runMinutes += h / 60;
};

const finishTask = (m: RobotModel) => {
  const taskId = m.task!.taskId;
  m.emit('taskFinished', 'info', `Task ${taskId}`);
  m.finished = { taskId, at: m.simTime };
  m.goToDock(false);
};

export const arrive = (m: RobotModel, kind: 'toDock' | 'toTask') => {
  m.transit = null;
  if (kind === 'toTask') {
    m.activity = 'cleaning';
    return;
  }
  m.pose = { ...m.map.dock };
  if (m.battery < TOP_UP_BELOW || m.task) {
    m.activity = 'charging';
    m.emit('chargingStarted', 'info');
  } else {
    m.activity = 'idle';
    m.idleSince = m.simTime;
  }
};
