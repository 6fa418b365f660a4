import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/request';
import { authContracts } from './auth-contracts';
import { authKeys } from './keys';

export const getCaptcha = async () => callRoute((await authContracts()).captchaRoute);

/** A captcha image, fetched only while the server asks for one; each refetch is a new code. */
export const captchaQuery = (enabled: boolean) =>
  queryOptions({ queryKey: authKeys.captcha(), queryFn: getCaptcha, enabled, staleTime: Infinity, gcTime: 0 });

export const useCaptcha = (enabled: boolean) => useQuery(captchaQuery(enabled));
