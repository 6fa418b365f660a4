import {
  findRobotsRoute,
  getCommandRoute,
  getRobotRoute,
  PAGE_SIZE_DEFAULT,
  type TCommand,
  type TLiveDataTopic,
  type TRobotListQuery,
  OperateState,
} from '@fleet/contracts';
import { useEffect } from 'react';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useWithPageSize } from './settings';
import { callRoute } from './request';

/**
 * Robot queries shared by the register, trusteeship and operate screens, here rather than in one
 * feature because the live client (lib/live.ts) writes into the same cache entries: every robot
 * list and detail lives under `robotKeys.all`, so one walk finds them all.
 */
export const robotKeys = {
  all: ['robot'] as const,
  lists: () => [...robotKeys.all, 'list'] as const,
  list: (q: TRobotListQuery) => [...robotKeys.lists(), q] as const,
  infinite: (q: Omit<TRobotListQuery, 'page'>) => [...robotKeys.lists(), 'infinite', q] as const,
  details: () => [...robotKeys.all, 'detail'] as const,
  detail: (id: number) => [...robotKeys.details(), id] as const,
  commands: () => ['robotCommand'] as const,
  command: (commandId: string) => [...robotKeys.commands(), commandId] as const,
};

/**
 * Keys of the operate pages' per-robot data (maps, tasks, reservations, records, configuration …):
 * `[...robotDataKeys.topic(topic, robotId), ...]`, or `'fleet'` for cross-robot lists (taskManage).
 * Kept out of `robotKeys.all`, whose entries the live states patch. The hub's data notice for a robot
 * invalidates that robot's entries of the topic and the fleet-wide ones (live-cache.ts).
 */
export const robotDataKeys = {
  all: ['robotData'] as const,
  topic: (topic: TLiveDataTopic, robotId: number | 'fleet') => [...robotDataKeys.all, topic, robotId] as const,
};

export const findRobots = (body: TRobotListQuery) => callRoute(findRobotsRoute, { body });
export const findRobotsQuery = (q: TRobotListQuery) =>
  queryOptions({ queryKey: robotKeys.list(q), queryFn: () => findRobots(q), placeholderData: keepPreviousData });
export const useFindRobots = (q: TRobotListQuery) => useQuery(findRobotsQuery(q));

/** The Mobile lists: pages appended by "load more". */
export const findRobotsInfiniteQuery = (q: Omit<TRobotListQuery, 'page'>) =>
  infiniteQueryOptions({
    queryKey: robotKeys.infinite(q),
    queryFn: ({ pageParam }) => findRobots({ ...q, page: pageParam, pageSize: q.pageSize ?? PAGE_SIZE_DEFAULT }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
export const useFindRobotsInfinite = (q: Omit<TRobotListQuery, 'page'>) => useInfiniteQuery(findRobotsInfiniteQuery(useWithPageSize(q)));

export const getRobot = (id: number) => callRoute(getRobotRoute, { params: { id } });
export const getRobotQuery = (id: number) => queryOptions({ queryKey: robotKeys.detail(id), queryFn: () => getRobot(id) });

export const getCommand = (commandId: string) => callRoute(getCommandRoute, { params: { commandId } });
/** A command is followed through the live hub; the query only loads it when nothing else has. */
export const getCommandQuery = (commandId: string) =>
  queryOptions({ queryKey: robotKeys.command(commandId), queryFn: () => getCommand(commandId), staleTime: Infinity });

/**
 * Command answers that arrived over the live hub before the HTTP answer that names the command
 * (a fast robot can ack within milliseconds); applied when the command is seeded. Bounded: only
 * the newest few are kept.
 */
const early = new Map<string, { operateState: number; reason: string | null }>();
const EARLY_MAX = 200;

export const rememberEarlyCommandState = (commandId: string, operateState: number, reason?: string | null) => {
  early.set(commandId, { operateState, reason: reason ?? null });
  if (early.size > EARLY_MAX) early.delete(early.keys().next().value!);
};

/** Puts a command just sent into the cache, so the outcome display follows it from "sent". */
export const seedCommand = (qc: QueryClient, cmd: TCommand) => {
  const answer = early.get(cmd.commandId);
  early.delete(cmd.commandId);
  const current = qc.getQueryData<TCommand>(robotKeys.command(cmd.commandId));
  const operateState = (answer?.operateState ?? current?.operateState ?? cmd.operateState) as TCommand['operateState'];
  const settled = cmd.operateState !== OperateState.SENT_NO_FEEDBACK ? cmd.operateState : operateState;
  const reason = cmd.reason ?? answer?.reason ?? current?.reason ?? null;
  qc.setQueryData(robotKeys.command(cmd.commandId), { ...cmd, operateState: settled, reason });
  // The robot already answered yes: its registration changed (lock …) before anyone invalidated it.
  if (answer?.operateState === 1) void qc.invalidateQueries({ queryKey: robotKeys.all });
};

/** Grace after a command's expiry before asking the server, which marks it "wait timeout" by then. */
const EXPIRY_GRACE_MS = 3000;

/**
 * A command as the console follows it: the live hub moves it on; if the socket missed the answer,
 * the command is read once after its expiry, when the server has settled it either way.
 */
export const useCommand = (commandId: string) => {
  const qc = useQueryClient();
  const query = useQuery(getCommandQuery(commandId));
  const pendingUntil = query.data?.operateState === OperateState.SENT_NO_FEEDBACK ? query.data.expiresAt : null;
  useEffect(() => {
    if (!pendingUntil) return;
    const wait = Math.max(0, new Date(pendingUntil).getTime() - Date.now()) + EXPIRY_GRACE_MS;
    const timer = setTimeout(() => void qc.invalidateQueries({ queryKey: robotKeys.command(commandId) }), wait);
    return () => clearTimeout(timer);
  }, [qc, commandId, pendingUntil]);
  return query;
};
