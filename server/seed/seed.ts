import { randomBytes } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { FindItCardSetCreate } from '#domain/findit';
import { LessonCreate } from '#domain/lesson';
import { ProductInput } from '#domain/product';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/connect.ts';
import { appMeta, users } from '../db/schema.ts';
import { insertCardSet } from '../repo/findit.ts';
import { insertLesson } from '../repo/lessons.ts';
import { findProduct, insertProduct } from '../repo/products.ts';
import { findUserByEmail, insertUser } from '../repo/users.ts';
import type { DemoCourse } from './demo-course.ts';

export type Log = (line: string) => void;

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';
export const DEFAULT_DEMO_CUSTOMER_EMAIL = 'teacher@example.com';
const DEMO_SEEDED = 'demo_seeded_at';

const randomPassword = () => randomBytes(12).toString('base64url');

/**
 * Keeps a generated password in a file under DATA_DIR that only the server's user can read: the
 * log (often collected and kept elsewhere) gets the file's path, never the password.
 */
async function writePasswordFile(dataDir: string, name: string, password: string): Promise<string> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, name);
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  // The mode above applies to a new file only.
  await chmod(file, 0o600);
  return file;
}

/** On a database without any admin, creates the first one; a generated password goes to a file under DATA_DIR. */
export async function ensureFirstAdmin(
  db: Db,
  email: string | undefined,
  password: string | undefined,
  dataDir: string,
  log: Log,
) {
  const [anyAdmin] = await db.select({ id: users.id }).from(users).where(eq(users.admin, true)).limit(1);
  if (anyAdmin) return;
  const adminEmail = email ?? DEFAULT_ADMIN_EMAIL;
  const adminPassword = password ?? randomPassword();
  const existing = await findUserByEmail(db, adminEmail);
  if (existing) {
    await db.update(users).set({ admin: true }).where(eq(users.id, existing.id));
    log(`Made ${adminEmail} the first admin.`);
    return;
  }
  await insertUser(db, {
    email: adminEmail,
    name: 'Admin',
    admin: true,
    passwordHash: await hashPassword(adminPassword),
  });
  if (password) {
    log(`Created the first admin ${adminEmail} (password from ADMIN_PASSWORD).`);
    return;
  }
  const file = await writePasswordFile(dataDir, 'first-admin-password', adminPassword);
  log(`Created the first admin ${adminEmail}; the generated password is in ${file} (readable by this user only).`);
}

/** Writes a course that is not there yet; a course already there (by id) is left as it is. */
async function seedCourse(db: Db, course: DemoCourse, log: Log): Promise<void> {
  if (await findProduct(db, course.product.id)) return;
  await db.transaction(async (tx) => {
    const product = await insertProduct(tx, ProductInput.parse(course.product), course.product.id);
    for (const lesson of course.lessons) {
      await insertLesson(tx, LessonCreate.parse({ ...lesson, productId: product.id }), null, lesson.id);
    }
    const cardSet = FindItCardSetCreate.parse({ productId: product.id, cards: course.findItCards });
    await insertCardSet(tx, product.id, cardSet.cards);
  });
  log(`Seeded the demo course "${course.product.title}" with ${course.lessons.length} lessons.`);
}

/** The demo customer owns the first (full) course and not the others. */
async function ensureDemoCustomer(
  db: Db,
  courses: DemoCourse[],
  email: string | undefined,
  password: string | undefined,
  dataDir: string,
  log: Log,
) {
  const customerEmail = email ?? DEFAULT_DEMO_CUSTOMER_EMAIL;
  if (await findUserByEmail(db, customerEmail)) return;
  const customerPassword = password ?? randomPassword();
  const owned = courses[0]?.product.shopifyProductId;
  await insertUser(db, {
    email: customerEmail,
    name: 'Demo Teacher',
    displayName: 'Demo Teacher',
    passwordHash: await hashPassword(customerPassword),
    customerSubscriptions: owned ? [owned] : [],
  });
  if (password) {
    log(`Created the demo customer ${customerEmail} (password from DEMO_CUSTOMER_PASSWORD).`);
    return;
  }
  const file = await writePasswordFile(dataDir, 'demo-customer-password', customerPassword);
  log(`Created the demo customer ${customerEmail}; the generated password is in ${file} (readable by this user only).`);
}

export interface SeedSettings {
  /** DATA_DIR, where a generated password is kept. */
  dataDir: string;
  demoCustomerEmail?: string | undefined;
  demoCustomerPassword?: string | undefined;
}

/** Seeds the demo courses and customer, skipping whatever is already there. */
export async function seedDemo(db: Db, courses: DemoCourse[], settings: SeedSettings, log: Log): Promise<void> {
  for (const course of courses) await seedCourse(db, course, log);
  await ensureDemoCustomer(
    db,
    courses,
    settings.demoCustomerEmail,
    settings.demoCustomerPassword,
    settings.dataDir,
    log,
  );
  await db.insert(appMeta).values({ key: DEMO_SEEDED, value: new Date().toISOString() }).onConflictDoNothing();
}

/**
 * Only a database that was never seeded gets the demo: content an admin deleted stays deleted.
 * The courses are loaded only then (they are large, and most starts find a seeded database).
 */
export async function seedDemoOnFirstStart(
  db: Db,
  courses: () => Promise<DemoCourse[]>,
  settings: SeedSettings,
  log: Log,
) {
  const [seeded] = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_SEEDED)).limit(1);
  if (!seeded) await seedDemo(db, await courses(), settings, log);
}
