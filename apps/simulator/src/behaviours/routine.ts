import { coverGrid } from '../map/cover-grid';
import type { RobotModel } from '../robot-model';
import { BATTERY_AUTO_START_AT, BATTERY_CRITICAL_BELOW, BATTERY_RETURN_BELOW } from './battery';
import { PathFollower } from './follower';
import { planPath } from './path';

/** Full again: back to the interrupted task, or rest until the next one. */
export const chargedUp = (m: RobotModel) => {
  m.emit('chargingFinished', 'info');
  if (m.task && !m.locked) {
    m.activity = 'toTask';
    m.transit = new PathFollower(planPath(coverGrid(m.map), m.pose, m.task.route.position()) ?? [m.pose]);
    return;
  }
  m.activity = 'idle';
  m.idleSince = m.simTime;
  m.nextAutoStart = m.simTime + m.rng.between(60, 900);
};

/**
 * Spec §4 battery warnings, each raised once per discharge. A working robot heads home below its
 * configured return level (returnBattery), which a site may set above or below the 20 % warning.
 */
export const watchBattery = (m: RobotModel) => {
  if (m.battery >= BATTERY_RETURN_BELOW + 5 && (m.warned.low || m.warned.critical)) {
    // Charged again: the warnings' conditions are over, and their faults resolve (device protocol §5.4).
    if (m.warned.critical) m.emit('batteryCritical', 'info', `Battery ${Math.round(m.battery)} %`, { cleared: true });
    if (m.warned.low) m.emit('lowBattery', 'info', `Battery ${Math.round(m.battery)} %`, { cleared: true });
    m.warned = { low: false, critical: false };
  }
  if (m.activity === 'charging') return;
  if (m.battery < BATTERY_RETURN_BELOW && !m.warned.low) {
    m.warned.low = true;
    m.emit('lowBattery', 'warning', `Battery ${Math.round(m.battery)} %: charge soon`);
  }
  if (m.battery < BATTERY_CRITICAL_BELOW && !m.warned.critical) {
    m.warned.critical = true;
    m.emit('batteryCritical', 'fault', `Battery ${Math.round(m.battery)} %: risk of damage`);
  }
  if (m.battery < m.config.values.returnBattery && (m.activity === 'cleaning' || m.activity === 'toTask')) m.goToDock(true);
};

/**
 * Stands in for a site's schedule and staff, so the demo fleet lives on its own: an idle robot left
 * away from the dock goes home, tops up there, and starts a new cleaning round after a rest.
 */
export const autopilot = (m: RobotModel) => {
  if (m.activity !== 'idle' || m.task || !m.canDrive) return;
  if (!m.atDock) {
    if (m.simTime - m.idleSince > 120) m.goToDock(false);
    return;
  }
  if (m.battery < BATTERY_AUTO_START_AT) {
    m.activity = 'charging';
    m.emit('chargingStarted', 'info');
    return;
  }
  if (m.simTime >= m.nextAutoStart) m.startTask(`auto-${++m.autoTasks}`);
};
