import { RequireAuth } from '../account/RequireAuth';
import { ComingSoon } from '../common/ComingSoon';
import { t } from '../../i18n';

/**
 * Screens the route table names that later work builds out. Each is its own real route with its heading
 * and a sentence of what comes; login-required ones sit behind the guard already.
 */
export function NewTopicScreen() {
  return (
    <RequireAuth>
      <ComingSoon title={t('forum.newTopic.title')} body={t('placeholder.newTopic')} />
    </RequireAuth>
  );
}

export function DashboardScreen({ myTopics = false }: { myTopics?: boolean }) {
  return (
    <RequireAuth>
      <ComingSoon
        title={myTopics ? t('forum.myTopics') : t('dashboard.title')}
        body={myTopics ? t('placeholder.myTopics') : t('placeholder.dashboard')}
      />
    </RequireAuth>
  );
}
