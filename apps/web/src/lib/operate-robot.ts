import { useSearchParams } from 'react-router';

/**
 * The robot an operate page is about: `?robotId=` on every child of operateContent (the container
 * keeps it when switching tabs), so a page can be bookmarked or shared and reloads to the same robot.
 * Null when absent or not a positive integer: the container then asks the user to pick a robot.
 */
export const OPERATE_ROBOT_PARAM = 'robotId';

export const parseRobotId = (raw: string | null): number | null => {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
};

export const useOperateRobotId = (): number | null => {
  const [params] = useSearchParams();
  return parseRobotId(params.get(OPERATE_ROBOT_PARAM));
};

/** A robot's operate page: where every screen that names a robot leads. */
export const operateHref = (robotId: number) => `/contentPage/robotOperate/operateContent?${OPERATE_ROBOT_PARAM}=${robotId}`;
