import { getRobotEventImageRoute } from '@fleet/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { fetchFileRoute } from '../../../lib/request';
import { eventKeys } from './keys';

export const getRobotEventImage = (eventId: number) => fetchFileRoute(getRobotEventImageRoute, { params: { eventId } });

/** The picture as an object URL while the component shows it (freed afterwards); a picture never changes. */
export const useRobotEventImage = (eventId: number | null) => {
  const query = useQuery({
    queryKey: eventKeys.image(eventId ?? 0),
    queryFn: () => getRobotEventImage(eventId!),
    enabled: eventId !== null,
    staleTime: Infinity,
    gcTime: 60_000,
  });
  const blob = query.data?.blob;
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return { ...query, url, filename: query.data?.filename };
};
