import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Paged, Reply, Topic, TopicCard } from '../../api-client/types';
import { topicKeys } from '../../api-client/topics';
import type { ApiError } from '../../api-client/types';
import { t } from '../../i18n';

/*
 * One topic or reply can sit in several cached answers at once (a list page, the topic itself, a page of
 * replies). These helpers change it everywhere it is cached, so an optimistic change and its rollback
 * show up on every screen alike. The key tells the shape: ['topics','list',…] is Paged<TopicCard>,
 * ['topics','detail',slug,'topic',…] a Topic, ['topics','detail',slug,'replies',…] Paged<Reply>.
 */

function isList(key: QueryKey) {
  return key[1] === 'list';
}
function isTopic(key: QueryKey) {
  return key[1] === 'detail' && key[3] === 'topic';
}
function isReplies(key: QueryKey) {
  return key[1] === 'detail' && key[3] === 'replies';
}

export function patchTopic(queryClient: QueryClient, topicId: number, patch: (topic: TopicCard) => Partial<Topic>): void {
  for (const [key, data] of queryClient.getQueriesData<unknown>({ queryKey: topicKeys.all })) {
    if (!data) continue;
    if (isTopic(key)) {
      const topic = data as Topic;
      if (topic.id === topicId) queryClient.setQueryData<Topic>(key, { ...topic, ...patch(topic) });
    } else if (isList(key)) {
      const page = data as Paged<TopicCard>;
      if (page.data.some((item) => item.id === topicId)) {
        queryClient.setQueryData<Paged<TopicCard>>(key, {
          ...page,
          data: page.data.map((item) => (item.id === topicId ? { ...item, ...patch(item) } : item)),
        });
      }
    }
  }
}

export function patchReply(queryClient: QueryClient, replyId: number, patch: (reply: Reply) => Partial<Reply>): void {
  for (const [key, data] of queryClient.getQueriesData<unknown>({ queryKey: topicKeys.all })) {
    if (!data || !isReplies(key)) continue;
    const page = data as Paged<Reply>;
    if (page.data.some((item) => item.id === replyId)) {
      queryClient.setQueryData<Paged<Reply>>(key, {
        ...page,
        data: page.data.map((item) => (item.id === replyId ? { ...item, ...patch(item) } : item)),
      });
    }
  }
}

/**
 * The text to show for a failed write: the server's own message when it sent one, `failed` when it
 * answered without one, `exception` when no answer came at all (network, timeout) — the spec's pairs such
 * as 'Yanıt gönderilemedi' / 'Yanıt gönderilirken hata oluştu'.
 */
export function writeErrorMessage(error: ApiError, failed: string, exception: string): string {
  if (error.status === 0) return exception;
  // client.ts puts the generic text where the server sent none.
  if (!error.message || error.message === t('common.genericError')) return failed;
  return error.message;
}
