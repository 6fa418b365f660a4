import { renameFileRoute, type TRenameFileBody } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { fileKeys } from './keys';

export const renameFile = (body: TRenameFileBody) => callRoute(renameFileRoute, { body });

export const useRenameFile = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: renameFile, meta: { silent: true }, onSuccess: () => qc.invalidateQueries({ queryKey: fileKeys.all }) });
};
