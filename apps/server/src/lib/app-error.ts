import { type ErrorCodeName, type TFieldError } from '@fleet/contracts';

/** The one error type of the server: a business code (name) plus optional field errors and data. */
export class AppError extends Error {
  constructor(
    readonly codeName: ErrorCodeName,
    readonly opts: {
      fields?: TFieldError[];
      data?: Record<string, unknown>;
      msg?: string;
      /** Values for the {{placeholders}} of the code's message. */
      vars?: Record<string, string | number>;
    } = {},
  ) {
    super(codeName);
  }
}
