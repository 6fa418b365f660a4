import type { Tx } from '../../db/client';
import { findDocumentsUsingFile } from '../document/document.repository';
import { findArticlesUsingFile } from '../help/help.repository';
import { findTicketsUsingFile } from '../work-order/ticket.repository';
import { findPackagesUsingFile } from '../version-package/version-package.repository';
import { findRobotTypesUsingFile } from '../robot-type/robot-type.repository';

/** One thing that uses a file, as the refusal to delete it names it ("article 12 ‘Replacing the brush’"). */
export type FileUse = string;

/** A subject cut to a phrase: the refusal names the ticket, it does not quote it whole. */
const phrase = (text: string) => (text.length > 40 ? `${text.slice(0, 39)}…` : text);

/** Work orders and questions whose pictures (or a timeline row's) show the file: "#12 ‘Stops at the lift’". */
const ticketUses = async (tx: Tx, fileId: number): Promise<FileUse[]> =>
  (await findTicketsUsingFile(tx, fileId)).map((t) => `#${t.id} ‘${phrase(t.title ?? t.description)}’`);

/**
 * Where files are used. Each module that stores file ids (help articles, documents, work orders)
 * adds its query here, so deleting a file is refused while anything uses it, naming what (a version
 * package's upload, a robot type's picture too). Help
 * articles and documents (any version) refer to files by their content URL in the markdown body;
 * tickets by picture ids.
 */
const SOURCES: readonly ((tx: Tx, fileId: number) => Promise<FileUse[]>)[] = [
  findArticlesUsingFile,
  findDocumentsUsingFile,
  ticketUses,
  findPackagesUsingFile,
  findRobotTypesUsingFile,
];

export const findFileUses = async (tx: Tx, fileId: number): Promise<FileUse[]> => {
  const uses: FileUse[] = [];
  for (const source of SOURCES) uses.push(...(await source(tx, fileId)));
  return uses;
};
