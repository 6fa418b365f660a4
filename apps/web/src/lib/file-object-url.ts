import { downloadFileRoute, getFileThumbnailRoute } from '@fleet/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { fetchFileRoute } from './request';

const ROUTES = { content: downloadFileRoute, thumbnail: getFileThumbnailRoute } as const;

/**
 * A stored file's content (or its thumbnail) as an object URL for <img>/<video>: the API takes the
 * token as a header, which a media element cannot send. Revoked when the element goes. Shared by the
 * resource files screen and the markdown renderer (images in help articles).
 */
export const useFileObjectUrl = (id: number | null, what: keyof typeof ROUTES = 'content') => {
  const q = useQuery({
    queryKey: ['resourceFile', what, id],
    queryFn: () => fetchFileRoute(ROUTES[what], { params: { id: id! } }),
    enabled: id !== null,
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });
  const url = useMemo(() => (q.data ? URL.createObjectURL(q.data.blob) : null), [q.data]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return { url, isLoading: q.isLoading, isError: q.isError };
};
