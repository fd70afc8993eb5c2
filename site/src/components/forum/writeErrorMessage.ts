import type { ApiError } from '../../api-client/types';
import { t } from '../../i18n';

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
