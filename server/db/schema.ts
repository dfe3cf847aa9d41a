import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AccessSettings } from '#domain/access-settings';
import type { ActivityKey } from '#domain/activity-keys';
import type { BuiltInGame } from '#domain/built-in-games';
import type { GoalLinks, GoalTarget, SupportLevel } from '#domain/evidence';
import type { FindItCard } from '#domain/findit';
import type { LearnerAvatar } from '#domain/learner';
import type { Sections } from '#domain/lesson';
import type { LessonCard } from '#domain/lesson-cards';
import type { Role } from '#domain/user';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
/** Raised by every save: a save based on an older version is refused (409), never silently wins. */
const version = () => integer('version').notNull().default(1);
/** The user a row belongs to; it goes with them. */
const userRef = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
/** The learner a row names; it goes with them (an erase leaves no row naming them). */
const learnerRef = () =>
  text('learner_id')
    .notNull()
    .references(() => learners.id, { onDelete: 'cascade' });
/**
 * Which change a row holds, for rows devices change while apart: the newest by (changed_at, device,
 * the device's seq) wins, whatever order the devices sync in.
 */
const changeOrder = () => ({
  changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull(),
  changedClient: text('changed_client').notNull().default(''),
  changedSeq: integer('changed_seq').notNull().default(0),
});
/** The admin who saved last (with updated_at, when): named to an author whose save was refused. */
const updatedBy = () => text('updated_by').references(() => users.id, { onDelete: 'set null' });

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    displayName: text('display_name').notNull().default(''),
    passwordHash: text('password_hash'),
    admin: boolean('admin').notNull().default(false),
    /** The courses (product ids) an author edits; empty for anyone who is not an author. */
    authorOf: jsonb('author_of').$type<string[]>().notNull().default([]),
    customerSubscriptions: jsonb('customer_subscriptions').$type<string[]>().notNull().default([]),
    adminSubscriptions: jsonb('admin_subscriptions').$type<string[]>().notNull().default([]),
    /** Raised by a password reset: tokens issued before it stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('users_email_unique').on(table.email), index('users_created_idx').on(table.createdAt)],
);

export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
});

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    shopifyProductId: text('shopify_product_id').notNull().default(''),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    titleLogo: text('title_logo').notNull().default(''),
    preview: text('preview').notNull().default(''),
    url: text('url').notNull().default(''),
    manualLink: text('manual_link').notNull().default(''),
    resourcesLink: text('resources_link').notNull().default(''),
    lessonCards: jsonb('lesson_cards').$type<LessonCard[]>().notNull(),
    /** A BCP 47 tag; the default is DEFAULT_COURSE_LANGUAGE, written out as the migration holds it. */
    language: text('language').notNull().default('en'),
    /** Raised by a trigger on every change to the product's lessons: the key of cached lesson answers. */
    lessonsVersion: bigint('lessons_version', { mode: 'number' }).notNull().default(0),
    /** Who last changed which lessons the product has or their order (a reorder, an add, a delete), and when. */
    lessonsOrderedBy: text('lessons_ordered_by').references(() => users.id, { onDelete: 'set null' }),
    lessonsOrderedAt: timestamp('lessons_ordered_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    version: version(),
    updatedBy: updatedBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // One shop product sells one course; a product without one is a draft.
  (table) => [
    uniqueIndex('products_shopify_product_unique')
      .on(table.shopifyProductId)
      .where(sql`${table.shopifyProductId} <> ''`),
  ],
);

export const lessons = pgTable(
  'lessons',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    image: text('image').notNull().default(''),
    description: text('description').notNull().default(''),
    link: text('link').notNull().default(''),
    order: integer('order').notNull(),
    sections: jsonb('sections').$type<Sections>().notNull(),
    version: version(),
    updatedBy: updatedBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('lessons_product_order_idx').on(table.productId, table.order)],
);

export const findItCardSets = pgTable(
  'findit_card_sets',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    cards: jsonb('cards').$type<FindItCard[]>().notNull(),
    version: version(),
    updatedBy: updatedBy(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('findit_card_sets_product_unique').on(table.productId)],
);

/**
 * The progress columns of an activity record, shared by the whole class's and each learner's. lastItem
 * follows the newest step by (occurredAt, device, seq); activitiesDone only grows; doneAt and
 * finishedAt hold, per key, when it was last done (opened) and finished; gamesFinished counts each
 * finish-game op once.
 */
const progressColumns = () => ({
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  productId: text('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  lessonId: text('lesson_id')
    .notNull()
    .references(() => lessons.id, { onDelete: 'cascade' }),
  lastItemUrl: text('last_item_url').notNull(),
  /** When the step behind lastItem happened on the device, with the device and its seq to break ties. */
  lastItemAt: timestamp('last_item_at', { withTimezone: true, mode: 'date' }).notNull(),
  lastItemClient: text('last_item_client').notNull().default(''),
  lastItemSeq: integer('last_item_seq').notNull().default(0),
  activitiesDone: jsonb('activities_done').$type<ActivityKey[]>().notNull().default([]),
  doneAt: jsonb('done_at').$type<Partial<Record<ActivityKey, string>>>().notNull().default({}),
  /** Per key, when the activity was last finished (Play it: its game played to its end). */
  finishedAt: jsonb('finished_at').$type<Partial<Record<ActivityKey, string>>>().notNull().default({}),
  /** How many times the lesson's game was played to its end. */
  gamesFinished: integer('games_finished').notNull().default(0),
  completed: boolean('completed').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One row per (user, lesson): the progress a teacher has made in it with the whole class. */
export const activities = pgTable('activities', progressColumns(), (table) => [
  uniqueIndex('activities_user_lesson_unique').on(table.userId, table.lessonId),
  index('activities_user_product_idx').on(table.userId, table.productId, table.lastItemAt),
]);

/**
 * A teacher's learner profiles. The id is made by the device that created the profile; the change
 * applied last is the newest by (changedAt, changedClient, changedSeq), whatever order devices sync in.
 * The access settings follow the same rule by their own settings_changed_* columns.
 */
export const learners = pgTable(
  'learners',
  {
    id: text('id').primaryKey(),
    userId: userRef(),
    displayName: text('display_name').notNull(),
    avatar: text('avatar').$type<LearnerAvatar>().notNull(),
    group: text('group').notNull().default(''),
    archived: boolean('archived').notNull().default(false),
    /** When the profile was archived (by the change that archived it); null while active. Retention counts from it. */
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    ...changeOrder(),
    /** The learner's access settings, whole; null until first set (the defaults apply). */
    settings: jsonb('settings').$type<AccessSettings>(),
    /** The settings' own version, as changed_* is the profile's: a rename never undoes a settings change. */
    settingsChangedAt: timestamp('settings_changed_at', { withTimezone: true, mode: 'date' }),
    settingsChangedClient: text('settings_changed_client').notNull().default(''),
    settingsChangedSeq: integer('settings_changed_seq').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('learners_user_idx').on(table.userId)],
);

/**
 * The deleted learners, by the SHA-256 (hex) of their id, never the id itself: after an erase no
 * row names the learner, yet a device that still holds a queued change to one (it was deleted on
 * another device) does not make the learner again, and its steps still count for the whole class.
 */
export const deletedLearners = pgTable('deleted_learners', {
  /** SHA-256 of the learner's id (UTF-8), lower-case hex: learnerIdHash in server/repo/learners.ts. */
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** One row per (learner, lesson): what the learner has done in it. Deleted with the learner. */
export const learnerActivities = pgTable(
  'learner_activities',
  {
    ...progressColumns(),
    learnerId: learnerRef(),
  },
  (table) => [
    uniqueIndex('learner_activities_learner_lesson_unique').on(table.learnerId, table.lessonId),
    index('learner_activities_user_product_idx').on(table.userId, table.productId, table.lastItemAt),
  ],
);

/**
 * One game level a learner played to its right answer: the teacher's evidence of how (tries, first
 * try, hints and audio asked for, time). A row per record-level op and learner, made once: the op's
 * opId is applied at most once.
 */
export const learnerLevels = pgTable(
  'learner_levels',
  {
    id: text('id').primaryKey(),
    learnerId: learnerRef(),
    userId: userRef(),
    productId: text('product_id').notNull(),
    lessonId: text('lesson_id').notNull(),
    game: text('game').$type<BuiltInGame>().notNull(),
    level: integer('level').notNull(),
    tries: integer('tries').notNull(),
    firstTry: boolean('first_try').notNull(),
    hints: integer('hints').notNull(),
    audio: integer('audio').notNull(),
    ms: integer('ms').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('learner_levels_user_product_idx').on(table.userId, table.productId),
    index('learner_levels_learner_idx').on(table.learnerId),
  ],
);

/** The support a learner needed in one lesson on one day (the teacher's local day); the newest mark wins. */
export const learnerSupport = pgTable(
  'learner_support',
  {
    learnerId: learnerRef(),
    lessonId: text('lesson_id').notNull(),
    day: text('day').notNull(),
    userId: userRef(),
    productId: text('product_id').notNull(),
    level: text('level').$type<SupportLevel>().notNull(),
    ...changeOrder(),
  },
  (table) => [
    primaryKey({ columns: [table.learnerId, table.lessonId, table.day] }),
    index('learner_support_user_product_idx').on(table.userId, table.productId),
  ],
);

/**
 * A learner's goals, written by their teacher on any device. A removed goal stays as a row with
 * removed set, so that an older change sent later does not bring it back; the newest change wins by
 * (changedAt, changedClient, changedSeq), as a profile's does.
 */
export const learnerGoals = pgTable(
  'learner_goals',
  {
    id: text('id').primaryKey(),
    learnerId: learnerRef(),
    userId: userRef(),
    text: text('text').notNull(),
    target: jsonb('target').$type<GoalTarget | null>(),
    reviewDate: text('review_date'),
    links: jsonb('links').$type<GoalLinks>().notNull(),
    removed: boolean('removed').notNull().default(false),
    ...changeOrder(),
  },
  (table) => [index('learner_goals_user_idx').on(table.userId)],
);

/**
 * The progress operations applied recently, so that the same opId never changes anything twice.
 * Rows older than the dedupe window are pruned; what they proved lives on in sync_devices.
 */
export const appliedOps = pgTable(
  'applied_ops',
  {
    userId: userRef(),
    opId: text('op_id').notNull(),
    /** The device that sent the op ('' for a direct call) and the op's place in its sequence. */
    clientId: text('client_id').notNull().default(''),
    seq: integer('seq').notNull().default(0),
    appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.opId] }),
    index('applied_ops_device_time_idx').on(table.userId, table.clientId, table.appliedAt),
  ],
);

/**
 * One row per (user, device) that has synced: what is left of its pruned applied_ops rows. A
 * device sends its ops in seq order, so every op of it with seq <= prunedThroughSeq was applied.
 * Its row is also the lock that puts the batches of one device one after another.
 */
export const syncDevices = pgTable(
  'sync_devices',
  {
    userId: userRef(),
    clientId: text('client_id').notNull(),
    prunedThroughSeq: integer('pruned_through_seq').notNull().default(-1),
  },
  (table) => [primaryKey({ columns: [table.userId, table.clientId] })],
);

/** Facts about this database itself, such as whether the demo content was ever seeded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

/** Every Shopify webhook applied, by its X-Shopify-Webhook-Id, so that a retry changes nothing. */
export const shopifyWebhooks = pgTable('shopify_webhooks', {
  webhookId: text('webhook_id').primaryKey(),
  topic: text('topic').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * One row per line item of a shop order for a course: the purchase behind a customer
 * subscription. A cancelled order or a refunded line item keeps its row, marked revoked, so that
 * a paid webhook arriving late never grants it again. The user is unknown for a line refunded
 * before its order was seen.
 */
export const orderGrants = pgTable(
  'order_grants',
  {
    orderId: text('order_id').notNull(),
    lineItemId: text('line_item_id').notNull(),
    orderName: text('order_name').notNull().default(''),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    shopifyProductId: text('shopify_product_id').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    revokedBy: text('revoked_by').$type<'cancelled' | 'refunded'>(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.lineItemId] }),
    index('order_grants_user_product_idx').on(table.userId, table.shopifyProductId),
  ],
);

/** When and by whom each entry of a user's adminSubscriptions was granted. */
export const adminGrants = pgTable(
  'admin_grants',
  {
    userId: userRef(),
    shopifyProductId: text('shopify_product_id').notNull(),
    grantedBy: text('granted_by').references(() => users.id, { onDelete: 'set null' }),
    grantedAt: timestamp('granted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.shopifyProductId] })],
);

/** Every change of a user's role (admin, author of some courses, none), invitations too: who, when, what. */
export const roleChanges = pgTable(
  'role_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef(),
    changedBy: text('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    fromRole: text('from_role').$type<Role>().notNull(),
    toRole: text('to_role').$type<Role>().notNull(),
    /** The courses (product ids) an author was given; empty for the other roles. */
    products: jsonb('products').$type<string[]>().notNull().default([]),
    /** The change came with an invitation (the user was created by it). */
    invited: boolean('invited').notNull().default(false),
  },
  (table) => [index('role_changes_changed_idx').on(table.changedAt)],
);

/** Tokens ended by a sign-out before they expire; a row is kept until the token would have expired. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    tokenId: text('token_id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('revoked_tokens_expires_idx').on(table.expiresAt)],
);

/**
 * Attempt counters of the rate limits (sign-in, mails, password resets, registration), one row per
 * key and window: in the database, so every server process counts against the same limit.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('rate_limits_resets_idx').on(table.resetsAt)],
);

/**
 * The CRC-32 of a stored file's bytes, by its SHA-256: a pack's zip entry carries it in its header,
 * so a file whose CRC is known here is read once when its course is exported, not twice. Written
 * when an author uploads the file, or when a pack first carries it.
 */
export const mediaChecksums = pgTable('media_checksums', {
  hash: text('hash').primaryKey(),
  crc32: bigint('crc32', { mode: 'number' }).notNull(),
});

/**
 * Files authors uploaded, one row per course that holds the file in its library. The bytes are
 * kept once per content under DATA_DIR/media/<hash>.<ext>, whichever courses share them.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    hash: text('hash').notNull(),
    ext: text('ext').notNull(),
    kind: text('kind').notNull(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** The stored name (`<hash>.<ext>`) of the picture shown for it in the library, if any. */
    thumbnail: text('thumbnail'),
    uploadedBy: text('uploaded_by').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('media_files_product_hash_unique').on(table.productId, table.hash),
    index('media_files_hash_idx').on(table.hash),
  ],
);

/**
 * The course pack each course was last imported from (one row per course): which server signed it
 * (its key), at which of that server's versions, and this server's version of the course right after.
 * A later import compares against it to tell a newer pack from the same one, and a course changed
 * here since from one that was not. The keys of these rows are the packs this server's tablets trust
 * besides its own.
 */
export const packImports = pgTable('pack_imports', {
  productId: text('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  keyId: text('key_id').notNull(),
  publicKey: text('public_key').notNull(),
  version: bigint('version', { mode: 'number' }).notNull(),
  localVersion: bigint('local_version', { mode: 'number' }).notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
