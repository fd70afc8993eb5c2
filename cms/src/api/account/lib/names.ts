import type { Core } from '@strapi/strapi';
import { USERNAME_SKELETON, isReservedUsername, usernameSkeleton, type ErrorCode } from '@oyundev/domain';
import { column, table } from '../../../lib/tables';
import { USER_UID } from './sessions';

type Knex = Core.Strapi['db']['connection'];

/** Whether a username can be taken, and if not, why (in the order the register form reports it). */
export type UsernameStatus = 'free' | 'taken' | 'reserved' | 'lookalike';

export const USERNAME_REFUSAL: Record<Exclude<UsernameStatus, 'free'>, ErrorCode> = {
  taken: 'USERNAME_TAKEN',
  reserved: 'USERNAME_RESERVED',
  lookalike: 'USERNAME_LOOKALIKE',
};

/**
 * The domain's `usernameSkeleton` as SQL over a column: translate() maps the lookalike characters and drops
 * the separators (characters of `from` beyond the length of `to` are deleted), replace() the letter pairs.
 */
function skeletonSql(col: string): { sql: string; bindings: string[] } {
  const { from, to, drop, sequences } = USERNAME_SKELETON;
  let sql = `translate(lower(??), ?, ?)`;
  const bindings: string[] = [col, from + drop, to];
  for (const [pair, single] of sequences) {
    sql = `replace(${sql}, ?, ?)`;
    bindings.push(pair, single);
  }
  return { sql, bindings };
}

export async function usernameStatus(strapi: Core.Strapi, name: string, db: Knex = strapi.db.connection): Promise<UsernameStatus> {
  const users = table(strapi, USER_UID);
  const username = column(strapi, USER_UID, 'username');
  const exact = await db(users).whereRaw('lower(??) = lower(?)', [username, name]).first('id');
  if (exact) return 'taken';
  if (isReservedUsername(name)) return 'reserved';
  const skeleton = skeletonSql(username);
  const alike = await db(users)
    .whereRaw(`${skeleton.sql} = ?`, [...skeleton.bindings, usernameSkeleton(name)])
    .first('id');
  return alike ? 'lookalike' : 'free';
}

export async function emailTaken(strapi: Core.Strapi, email: string, db: Knex = strapi.db.connection): Promise<boolean> {
  const found = await db(table(strapi, USER_UID))
    .whereRaw('lower(??) = lower(?)', [column(strapi, USER_UID, 'email'), email])
    .first('id');
  return Boolean(found);
}
