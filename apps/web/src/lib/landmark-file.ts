import { downloadLandmarkFileRoute, LANDMARK_UPLOAD_TIMEOUT_MS } from '@fleet/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadRoute } from './request';

/**
 * Saves a point organisation's landmark file (the organisation and landmark screens both offer it):
 * fetched as a blob through the request client, because the route needs the Authorization header a
 * plain link cannot send. Files are large: the upload timeout applies.
 */
export const downloadLandmarkFile = (id: number) =>
  downloadRoute(downloadLandmarkFileRoute, { params: { id }, timeoutMs: LANDMARK_UPLOAD_TIMEOUT_MS });

export const useDownloadLandmarkFile = () => useMutation({ mutationFn: downloadLandmarkFile });
