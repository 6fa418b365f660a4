/** The export's columns: what the list shows of a code (headers: the field labels; the robot type by its name in the file's language). */
export const QR_CODE_CSV_COLUMNS = ['number', 'state', 'deviceNumber', 'robotType', 'boundAt', 'downloads', 'orgId', 'createdAt'] as const;
