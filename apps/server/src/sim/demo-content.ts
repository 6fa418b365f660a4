import {
  fileContentUrl,
  MENUS,
  ZCreateQuestionBody,
  ZCreateWorkOrderBody,
  ZHelpSaveBody,
  WorkOrderLevel,
  ZWorkOrderTransitionBody,
} from '@fleet/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { Db } from '../db/client';
import { organizations, users } from '../db/schema';
import { ADMIN_ACCOUNT } from '../db/seed';
import type { AuditContext, SessionContext } from '../lib/session';
import { createDiskFileStore } from '../modules/file/disk-file-store';
import { fileStoreDir } from '../modules/file/file-dirs';
import { createFile } from '../modules/file/file.service';
import { createHelpArticle } from '../modules/help/help.service';
import { createQuestion } from '../modules/work-order/question.service';
import { createWorkOrder, transitionWorkOrder } from '../modules/work-order/work-order.service';

/**
 * The administrator acting for the demo: the services then check, log and notify exactly as for a
 * person (the operation log shows the admin from "demo"). The platform admin holds every code.
 */
const adminSession = async (db: Db): Promise<SessionContext> => {
  const [u] = await db
    .select({ id: users.id, orgId: users.orgId, roleId: users.roleId, orgPath: organizations.path })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.orgId))
    .where(and(eq(users.account, ADMIN_ACCOUNT), isNull(users.deletedAt)));
  if (!u) throw new Error('the admin account is missing: the seed has not run');
  const codes = MENUS.flatMap((m) => [m.code, ...m.ops.map((op) => `${m.code}:${op}`)]);
  return {
    userId: u.id,
    account: ADMIN_ACCOUNT,
    orgId: u.orgId,
    orgPath: u.orgPath,
    roleId: u.roleId!,
    permissions: new Set(codes),
    tokenHash: '',
    isFirstLogin: false,
  };
};

/** The demo article's picture, drawn here (a robot on a dock, no text: no fonts needed), so nothing is bundled. */
const DOCK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270" viewBox="0 0 480 270">
  <rect width="480" height="270" fill="#e6f4ff"/>
  <rect x="300" y="70" width="80" height="150" rx="8" fill="#8c8c8c"/>
  <rect x="316" y="90" width="48" height="20" rx="4" fill="#52c41a"/>
  <circle cx="200" cy="180" r="70" fill="#1677ff"/>
  <circle cx="200" cy="180" r="26" fill="#ffffff"/>
  <rect x="0" y="240" width="480" height="30" fill="#bfbfbf"/>
</svg>`;

const dockPicture = () => sharp(Buffer.from(DOCK_SVG)).png().toBuffer();

const ARTICLES = (pictureId: number) => [
  {
    title: 'Getting started with Fleet Console',
    category: 'guide',
    isPublic: true,
    body: [
      '# Getting started',
      '',
      'Robots report to the console as soon as they are registered. The **Home** page shows how many are online,',
      'charging or at fault; **Robot monitor** shows each one live.',
      '',
      `![A robot on its charging dock](${fileContentUrl(pictureId)})`,
      '',
      '1. Register a robot under **Robot register** with its device number.',
      '2. Give it a task from **Robot operate**.',
      '3. Follow its faults in the **Fault center**; a fault can become a work order.',
    ].join('\n'),
  },
  {
    title: 'Charging and docking',
    category: 'operation',
    isPublic: false,
    body: '## When a robot does not dock\n\n- Clear the area in front of the dock (50 cm).\n- Wipe the charging contacts.\n- Send the robot to the dock again from **Robot operate**.',
  },
  {
    title: 'Monthly maintenance checklist',
    category: 'maintenance',
    isPublic: false,
    body: '| Part | Every |\n| --- | --- |\n| Main brush | 200 h |\n| Side brush | 150 h |\n| Filter | 100 h |\n\nReplace a part earlier when the robot reports it worn.',
  },
];

/**
 * A few help articles (one public, with a picture) and tickets in different states, made once, on a new
 * database, through the services (so they are checked and logged like anything a user makes). English:
 * the console's other seeded names follow the admin's language, but these are content, like a sample.
 */
export const seedDemoContent = async (db: Db, filesDir: string) => {
  const session = await adminSession(db);
  const audit: AuditContext = { session, ip: 'demo' };
  const store = createDiskFileStore(fileStoreDir(filesDir));
  const stored = await store.put(Readable.from([await dockPicture()]));
  const picture = await createFile(db, store, audit, session, {
    name: 'robot-on-dock.png',
    type: { kind: 'image', mime: 'image/png' },
    stored,
  });
  for (const a of ARTICLES(picture.id)) await createHelpArticle(db, audit, session, ZHelpSaveBody.parse(a));

  const device = { deviceNumber: 'DEMO-SN-0001', contactName: 'Li Wei', phone: '13800000000', company: 'Demo Mall' };
  await createWorkOrder(
    db,
    audit,
    session,
    ZCreateWorkOrderBody.parse({
      ...device,
      level: WorkOrderLevel.VERY_URGENT,
      address: 'Demo Mall, 1st floor, east entrance',
      description: 'The robot stops in the middle of the corridor and reports a blocked drive wheel.',
    }),
  );
  const dispatched = await createWorkOrder(
    db,
    audit,
    session,
    ZCreateWorkOrderBody.parse({
      ...device,
      deviceNumber: 'DEMO-SN-0002',
      level: WorkOrderLevel.COMMON,
      address: 'Demo Mall, parking level B1',
      description: 'The side brush is worn and leaves a trail of dust.',
    }),
  );
  await transitionWorkOrder(
    db,
    audit,
    session,
    ZWorkOrderTransitionBody.parse({ id: dispatched.id, action: 'distribute', handlerId: session.userId, comment: 'Brush in stock.' }),
  );
  // Open, for staff to answer: the admin asked it, and an asker's own reply would not answer it.
  await createQuestion(
    db,
    audit,
    session,
    ZCreateQuestionBody.parse({
      title: 'How often should the filter be changed?',
      description: 'Our robots clean 8 hours a day in a dusty car park.',
    }),
  );
};
