import { deleteFileRoute } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { fileKeys } from './keys';

export const deleteFile = (id: number) => callRoute(deleteFileRoute, { params: { id } });

export const useDeleteFile = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteFile, onSuccess: () => qc.invalidateQueries({ queryKey: fileKeys.all }) });
};
