import { deleteClipRoute, type TClip } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { invalidateClips } from './keys';

export const deleteClip = (id: number) => callRoute(deleteClipRoute, { params: { id } });

export const useDeleteClip = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (c: TClip) => deleteClip(c.id), onSuccess: (_d, c) => invalidateClips(qc, c.robotId) });
};
