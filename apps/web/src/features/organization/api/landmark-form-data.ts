/** The organisation fields a point-level form sends (level is always 4: the server sets it). */
export interface LandmarkOrgInput {
  parentId: number;
  name: string;
  code?: string;
  contactName?: string;
  phone?: string;
  type?: string;
  area?: string;
  longitude?: number | null;
  latitude?: number | null;
}

/**
 * The multipart body of the landmark routes: text fields first, then the file as `file`. Empty
 * fields are left out (the server reads absent and empty alike).
 */
export const toLandmarkFormData = (fields: LandmarkOrgInput & { id?: number }, file?: File) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (v != null && v !== '') fd.append(k, String(v));
  }
  if (file) fd.append('file', file, file.name);
  return fd;
};
