import { LANDMARK_UPLOAD_TIMEOUT_MS, updateLandmarkOrgRoute } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { invalidateOrgs } from './invalidate';
import { toLandmarkFormData, type LandmarkOrgInput } from './landmark-form-data';

/** Edits a point-level organisation; a file, when given, replaces its landmark file. */
export const updateLandmarkOrg = ({ id, fields, file }: { id: number; fields: LandmarkOrgInput; file?: File }) =>
  callRoute(updateLandmarkOrgRoute, { body: toLandmarkFormData({ ...fields, id }, file), timeoutMs: LANDMARK_UPLOAD_TIMEOUT_MS });

export const useUpdateLandmarkOrg = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateLandmarkOrg, onSuccess: () => invalidateOrgs(qc) });
};
