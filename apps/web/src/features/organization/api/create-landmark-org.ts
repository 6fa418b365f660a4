import { createLandmarkOrgRoute, LANDMARK_UPLOAD_TIMEOUT_MS } from '@fleet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { invalidateOrgs } from './invalidate';
import { toLandmarkFormData, type LandmarkOrgInput } from './landmark-form-data';

/** A point-level organisation with its landmark file (multipart; large files: the upload timeout). */
export const createLandmarkOrg = ({ fields, file }: { fields: LandmarkOrgInput; file: File }) =>
  callRoute(createLandmarkOrgRoute, { body: toLandmarkFormData(fields, file), timeoutMs: LANDMARK_UPLOAD_TIMEOUT_MS });

export const useCreateLandmarkOrg = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createLandmarkOrg, onSuccess: () => invalidateOrgs(qc) });
};
