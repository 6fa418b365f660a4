import { downloadFileRoute } from '@fleet/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadRoute } from '../../../lib/request';

/** Saves a file under its name (the server sends it as an attachment for `download=1`). */
export const downloadFile = (id: number) => downloadRoute(downloadFileRoute, { params: { id } });
export const useDownloadFile = () => useMutation({ mutationFn: downloadFile });
