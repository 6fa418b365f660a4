import type { TPackage } from '@fleet/contracts';

/** A package as the list answers it; tests override what they look at. */
export const packageFixture = (id: number, over: Partial<TPackage> = {}): TPackage => ({
  id,
  versionId: 7,
  softwareType: 'mainUnit',
  versionText: `2.${id}`,
  packageType: 'trial',
  source: 'upload',
  fileId: 30 + id,
  fileName: `build-${id}.bin`,
  url: null,
  md5: '0123456789abcdef0123456789abcdef',
  sha256: 'e'.repeat(64),
  size: 5 * 1024 * 1024,
  note: '',
  state: 'submitted',
  submittedBy: 'Builder',
  submittedAt: '2030-01-01T00:00:00Z',
  releasedBy: null,
  releasedAt: null,
  releasedTo: [],
  ...over,
});
