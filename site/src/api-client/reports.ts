import { useMutation } from '@tanstack/react-query';
import { http } from './client';
import type { WriteHandlers } from './mutations';
import type { ForumTarget } from './topics';
import type { ReportType } from '@oyundev/domain';

/* Reports to the moderators (POST /api/forum/reports): one per member and target. */

export interface ReportInput {
  contentType: ForumTarget;
  contentId: number;
  type: ReportType;
  reason: string;
}

export async function sendReport(input: ReportInput): Promise<{ message: string }> {
  const res = await http.post<{ message: string }>('/api/forum/reports', input);
  return res.data;
}

/** Sends a report; nothing cached changes (the report lands in the admin queue). */
export function useReport(handlers: WriteHandlers<{ message: string }, ReportInput> = {}) {
  return useMutation({ mutationFn: sendReport, onSuccess: handlers.onSuccess, onError: handlers.onError });
}
