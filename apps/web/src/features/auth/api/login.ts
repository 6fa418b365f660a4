import { loginRoute, ZLoginFailure, type TLoginBody } from '@fleet/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError, callRoute } from '../../../lib/request';

export const login = (body: TLoginBody) => callRoute(loginRoute, { body });

export const useLogin = () => useMutation({ mutationFn: login });

/** Whether a failed sign-in says the next attempt needs a captcha (data.captchaRequired of 4100x). */
export const captchaRequiredBy = (err: unknown): boolean | undefined => {
  if (!(err instanceof ApiError)) return undefined;
  const parsed = ZLoginFailure.safeParse(err.data);
  return parsed.success ? parsed.data.captchaRequired : undefined;
};
