import type { Core } from '@strapi/strapi';
import type { ModelMeta } from '../../../lib/db';
import type { CategoryRow } from '../../../lib/present';
import { column, link, table } from '../../../lib/tables';

// The forum's categories in one SQL statement (issue 15): each row with its settings component, last topic and last
// member joined in, shaped as the query engine's populate returned them (lib/present.ts `category` reads them
// unchanged). The query engine ran four statements for the list — the rows, then one per populated relation.

const CATEGORY = 'api::forum-category.forum-category';
const TOPIC = 'api::topic.topic';
const USER = 'plugin::users-permissions.user';

type Knex = Core.Strapi['db']['connection'];
type Row = Record<string, unknown>;

const FIELDS = [
  'name',
  'slug',
  'icon',
  'color',
  'isPremium',
  'description',
  'group',
  'type',
  'topicCount',
  'postCount',
  'lastActivityAt',
  'sortOrder',
] as const;
const SETTINGS = ['allowGuests', 'requireApproval', 'isActive'] as const;

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Categories matching `where` (alias `c`), ordered as the list shows them, with settings, last topic and last member. */
export async function categoryRows(strapi: Core.Strapi, db: Knex, where: string, bindings: unknown[]): Promise<CategoryRow[]> {
  const c = (attr: string) => `c.${q(column(strapi, CATEGORY, attr))}`;
  const settingsAttr = (strapi.db.metadata.get(CATEGORY) as ModelMeta).attributes.settings as unknown as {
    target: string;
    joinTable: { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } };
  };
  const cmp = settingsAttr.joinTable;
  const s = (attr: string) => `s.${q(column(strapi, settingsAttr.target, attr))}`;
  const lastTopic = link(strapi, CATEGORY, 'lastTopic');
  const lastUser = link(strapi, CATEGORY, 'lastUser');
  const sql = `
    SELECT c.id, ${FIELDS.map((f) => `${c(f)} AS ${q(f)}`).join(', ')},
      (SELECT json_build_object(${SETTINGS.map((f) => `'${f}', ${s(f)}`).join(', ')})
         FROM ${q(cmp.name)} cl JOIN ${q(table(strapi, settingsAttr.target))} s ON s.id = cl.${q(cmp.inverseJoinColumn.name)}
        WHERE cl.${q(cmp.joinColumn.name)} = c.id AND cl.field = 'settings' LIMIT 1) AS settings,
      (SELECT json_build_object('slug', t.${q(column(strapi, TOPIC, 'slug'))}, 'title', t.${q(column(strapi, TOPIC, 'title'))})
         FROM ${q(lastTopic.name)} lt JOIN ${q(table(strapi, TOPIC))} t ON t.id = lt.${q(lastTopic.to)}
        WHERE lt.${q(lastTopic.from)} = c.id LIMIT 1) AS last_topic,
      (SELECT json_build_object('username', u.${q(column(strapi, USER, 'username'))})
         FROM ${q(lastUser.name)} lu JOIN ${q(table(strapi, USER))} u ON u.id = lu.${q(lastUser.to)}
        WHERE lu.${q(lastUser.from)} = c.id LIMIT 1) AS last_user
    FROM ${q(table(strapi, CATEGORY))} c
    WHERE ${where}
    ORDER BY ${c('sortOrder')} ASC NULLS LAST, c.id ASC`;
  const { rows } = await db.raw(sql, bindings);
  return (rows as Row[]).map(
    (row) =>
      ({
        id: Number(row.id),
        ...Object.fromEntries(FIELDS.map((f) => [f, row[f] ?? null])),
        settings: (row.settings as CategoryRow['settings']) ?? null,
        lastTopic: (row.last_topic as CategoryRow['lastTopic']) ?? null,
        lastUser: (row.last_user as CategoryRow['lastUser']) ?? null,
      }) as CategoryRow,
  );
}

/** Every category (the public list filters the switched-off ones). */
export const allCategoryRows = (strapi: Core.Strapi, db: Knex) => categoryRows(strapi, db, 'true', []);

/** One category by slug, or null. */
export async function categoryRowBySlug(strapi: Core.Strapi, db: Knex, slug: string): Promise<CategoryRow | null> {
  const [row] = await categoryRows(strapi, db, `c.${q(column(strapi, CATEGORY, 'slug'))} = ?`, [slug]);
  return row ?? null;
}
