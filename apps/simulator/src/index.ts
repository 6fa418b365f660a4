/** The simulator as a library: the server's demo fleet and tests start robots through this. */
export { startFleet, floorSeed, MAX_FLOORS, type Fleet, type FleetOptions, type FleetRobot } from './fleet';
export { SimRobot, SIM_FIRMWARE, type SimRobotOptions, type SentMessage } from './robot';
export { RobotModel, type Activity, type RobotModelOptions } from './robot-model';
export { telemetryOf, workStatusOf, deviceStateOf } from './robot-status';
export { junkEvent, obstacleSighting } from './behaviours/junk';
export { generateFloorMap, mapIdForSeed, mapFromId, MAP_RESOLUTION } from './map/generate-map';
export { CELL_FREE, CELL_OCCUPIED, CELL_UNKNOWN, toOccupancyGrid, type TGridMap, type TOccupancyGrid, type TPoint } from './map/grid-map';
export { INCIDENT_PROFILES, type IncidentProfile, type IncidentProfileName } from './scenarios/incident-profiles';
export { readCredentialsCsv, writeCredentialsCsv, type RobotCredential } from './credentials';
