import { findClipsRoute, type TClipListQuery } from '@fleet/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { videoKeys } from './keys';

export const findClips = (body: TClipListQuery) => callRoute(findClipsRoute, { body });
export const findClipsQuery = (body: TClipListQuery) =>
  queryOptions({ queryKey: videoKeys.list(body.robotId, body), queryFn: () => findClips(body), placeholderData: keepPreviousData });
export const useFindClips = (body: TClipListQuery) => useQuery(findClipsQuery(body));
