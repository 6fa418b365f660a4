import { customType } from 'drizzle-orm/pg-core';

/** Binary column (images, compressed logs): drizzle has no bytea builder; node-postgres reads it as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
