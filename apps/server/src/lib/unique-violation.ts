/** PostgreSQL's unique_violation, on the error itself or (through drizzle) on its cause. */
export const isUniqueViolation = (e: unknown) => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err.code === '23505' || err.cause?.code === '23505';
};

/**
 * Runs `work`; a unique violation becomes `refusal()`. A concurrent write of the same key got in first:
 * the unique index decides, not a read before the write (which two requests could both pass).
 */
export const refuseDuplicate = async <T>(work: Promise<T>, refusal: () => Error): Promise<T> => {
  try {
    return await work;
  } catch (e) {
    if (isUniqueViolation(e)) throw refusal();
    throw e;
  }
};
