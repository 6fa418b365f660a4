/** PostgreSQL's unique_violation, on the error itself or (through drizzle) on its cause. */
export const isUniqueViolation = (e: unknown) => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err.code === '23505' || err.cause?.code === '23505';
};

/**
 * Runs `work`; a unique violation becomes `refusal(constraint)`. A concurrent write of the same key got in
 * first: the unique index decides, not a read before the write (which two requests could both pass). The
 * constraint's name tells apart the keys of a table with more than one (robot types: code and model).
 */
export const refuseDuplicate = async <T>(work: Promise<T>, refusal: (constraint: string | undefined) => Error): Promise<T> => {
  try {
    return await work;
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    const err = e as { constraint?: string; cause?: { constraint?: string } };
    throw refusal(err.cause?.constraint ?? err.constraint);
  }
};
