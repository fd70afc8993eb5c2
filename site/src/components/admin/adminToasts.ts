import toast from '../shell/toast';
import { ADMIN_TOAST_DURATIONS, type AdminBulkResult } from '@oyundev/domain';
import type { ApiError } from '../../api-client/types';
import { t } from '../../i18n';

/* The admin area's toasts (forum spec §8, §9: success 3 s, error 5 s). */

export function actionDone(result: AdminBulkResult, bulk: boolean) {
  toast.success(result.message, { duration: ADMIN_TOAST_DURATIONS.success });
  // Part of a bulk selection was refused: say which and why.
  for (const failure of result.failed) {
    toast.error(t('admin.bulkActionFailed', { reason: `#${failure.id} ${failure.message}` }), { duration: ADMIN_TOAST_DURATIONS.error });
  }
  return bulk;
}

export function actionFailed(error: ApiError, bulk: boolean) {
  toast.error(t(bulk ? 'admin.bulkActionFailed' : 'admin.actionFailed', { reason: error.message }), {
    duration: ADMIN_TOAST_DURATIONS.error,
  });
}

export function selectFirst(key: 'admin.selectUsers' | 'admin.selectItems' | 'admin.selectReports') {
  toast.error(t(key), { duration: ADMIN_TOAST_DURATIONS.error });
}
