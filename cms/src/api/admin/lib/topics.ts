import type { Core } from '@strapi/strapi';
import { revoke } from '../../../lib/ledger';
import type { Knex } from '../../../lib/db';
import { tableOf } from '../../../lib/sql-names';
import {
  lockCategories,
  moveCategoryCounts,
  moveMemberCounts,
  moveTagCounts,
  refreshCategoryActivity,
  type LockedTopic,
} from '../../forum/lib/forum-counters';

/**
 * A counted topic stops counting (it is hidden, rejected after approval or deleted): the exact reverse of
 * posting's `countTopic` — its category (topic and its replies), its author, its tags and the author's
 * topic_created points. The caller holds the topic's lock.
 */
export async function uncountTopic(strapi: Core.Strapi, trx: Knex, topic: LockedTopic) {
  await lockCategories(trx, [topic.categoryId]);
  await moveCategoryCounts(trx, topic.categoryId, -1, -(1 + topic.replyCount));
  await refreshCategoryActivity(trx, topic.categoryId);
  await moveMemberCounts(trx, topic.authorId, -1, -1);
  await moveTagCounts(trx, topic.id, -1);
  if (topic.authorId !== null) {
    await revoke(strapi, trx, { userId: topic.authorId, type: 'topic_created', targetType: 'topic', targetId: topic.id });
  }
}

/** Takes a topic off the site (is_active = false), uncounting it when it counted. The caller locked the topic. */
export async function hideTopic(strapi: Core.Strapi, trx: Knex, topic: LockedTopic, now: Date) {
  if (!topic.isActive) return;
  await trx(tableOf('topic')).where({ id: topic.id }).update({ is_active: false, updated_at: now });
  // The moving of counts refreshes last activity, which reads is_active: update the flag first.
  if (topic.isApproved) await uncountTopic(strapi, trx, topic);
}
