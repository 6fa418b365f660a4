import {
  deletePackageRoute,
  downloadPackageRoute,
  FILE_UPLOAD_TIMEOUT_MS,
  findPackagesRoute,
  registerPackageRoute,
  releasePackageRoute,
  uploadPackageRoute,
  versionOptionsRoute,
  withdrawPackageRoute,
  type TPackageListQuery,
  type TPackageRegisterBody,
  type TPackageReleaseBody,
  type TPackageUploadFields,
} from '@fleet/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute, downloadRoute, uploadRoute } from '../../../lib/request';
import { versionKeys } from './keys';

export const useFindPackages = (q: TPackageListQuery) =>
  useQuery({
    queryKey: versionKeys.packageList(q),
    queryFn: () => callRoute(findPackagesRoute, { body: q }),
    placeholderData: keepPreviousData,
  });

/** The versions the caller may submit builds of, newest first. */
export const useVersionOptions = () => useQuery({ queryKey: versionKeys.versionOptions, queryFn: () => callRoute(versionOptionsRoute) });

/** Every change reloads both package lists (submit and issue show the same rows in other states). */
const usePackageMutation = <V, R>(fn: (v: V) => Promise<R>) => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: versionKeys.packages }) });
};

export interface PackageUpload {
  fields: TPackageUploadFields;
  file: File;
  onProgress: (fraction: number) => void;
}
/** The fields go before the file: the server checks them before it stores a byte. */
export const uploadPackage = ({ fields, file, onProgress }: PackageUpload) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined && v !== '') form.append(k, String(v));
  form.append('file', file, file.name);
  return uploadRoute(uploadPackageRoute, form, { onProgress, timeoutMs: FILE_UPLOAD_TIMEOUT_MS });
};
export const useUploadPackage = () => usePackageMutation(uploadPackage);
export const useRegisterPackage = () => usePackageMutation((body: TPackageRegisterBody) => callRoute(registerPackageRoute, { body }));
export const useDeletePackage = () => usePackageMutation((id: number) => callRoute(deletePackageRoute, { params: { id } }));
export const useReleasePackage = () => usePackageMutation((body: TPackageReleaseBody) => callRoute(releasePackageRoute, { body }));
export const useWithdrawPackage = () => usePackageMutation((id: number) => callRoute(withdrawPackageRoute, { params: { id } }));
export const useDownloadPackage = () =>
  useMutation({ mutationFn: (id: number) => downloadRoute(downloadPackageRoute, { params: { id } }) });
