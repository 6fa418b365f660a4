import type { TDocumentKind } from '@fleet/contracts';

/**
 * Where the document screens live (spec §2 segments under /contentPage); the id travels in the query
 * so a link to a document, its editor or its versions can be shared.
 */
export const documentLinks = {
  list: (kind: TDocumentKind) => `/contentPage/${kind === 'maintenance' ? 'maintenanceDoc' : 'versionDoc'}`,
  read: (id: number) => `/contentPage/mdPreview?id=${id}`,
  edit: (id: number) => `/contentPage/mdEdit?id=${id}`,
  create: (kind: TDocumentKind) => `/contentPage/mdEdit?kind=${kind}`,
  versions: (id: number) => `/contentPage/mdVersionEdit?id=${id}`,
};
