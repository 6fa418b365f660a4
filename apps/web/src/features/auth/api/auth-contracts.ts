/**
 * The auth routes and schemas, fetched with Login's first call rather than with the page: they are zod
 * schemas, and zod (about 30 KB compressed) is nothing Login needs to paint. The shell brings it anyway.
 */
export const authContracts = async () => {
  const [api, schema] = await Promise.all([import('@fleet/contracts/auth/auth.api'), import('@fleet/contracts/auth/auth.schema')]);
  return { loginRoute: api.loginRoute, captchaRoute: api.captchaRoute, ZLoginFailure: schema.ZLoginFailure };
};
