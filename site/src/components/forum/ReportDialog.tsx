import '../../i18n-admin';
import { useState } from 'react';
import { useId } from '../../ids';
import toast from '../shell/toast';
import { useReport } from '../../api-client/reports';
import { useReportComment } from '../../api-client/comments';
import type { ApiError } from '../../api-client/types';
import type { ForumTarget } from '../../api-client/topics';
import { Dialog } from './Dialog';
import { writeErrorMessage } from './writeErrorMessage';
import { REPORT_REASON_MAX, REPORT_TYPES, type ReportType } from '@oyundev/domain';
import { loadFormRules } from '../../forms/rules';
import { t } from '../../i18n';
import * as styles from './ForumForms.module.css';
import { FormError } from '../common/FormError';

/** What is reported: a topic or reply of the forum, or a comment on a blog post. */
export type ReportTarget = { contentType: ForumTarget; contentId: number } | { commentId: number };

/**
 * Report a topic, a reply or a blog comment to the moderators: a reason type and, optionally, a few words.
 * The report lands in the admin reports queue (the same one for all three); one per member and target (the
 * server answers a second one with its message).
 */
export function ReportDialog({ onClose, ...target }: ReportTarget & { onClose(): void }) {
  const id = useId();
  const [type, setType] = useState<ReportType | ''>('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const handlers = {
    onSuccess: (answer: { message: string }) => {
      toast.success(answer.message || t('forum.report.sent'));
      onClose();
    },
    onError: (error: ApiError) => {
      setErrors(error.fields ?? {});
      setFailure(writeErrorMessage(error, t('forum.report.failed'), t('forum.report.error')));
    },
  };
  const forumReport = useReport(handlers);
  const commentReport = useReportComment('commentId' in target ? target.commentId : 0, handlers);
  const report = 'commentId' in target ? commentReport : forumReport;

  /** Checks the form with the request's own schema and sends it; answers the field errors when it may not. */
  const send = async (): Promise<Record<string, string> | null> => {
    const { validate, reportSchema, blogCommentReportSchema } = await loadFormRules();
    if ('commentId' in target) {
      const checked = validate(blogCommentReportSchema, { type: type || undefined, reason });
      if (!checked.ok) return checked.errors;
      commentReport.mutate({ type: checked.data.type, reason: checked.data.reason });
      return null;
    }
    const { contentType, contentId } = target;
    const checked = validate(reportSchema, { contentType, contentId, type: type || undefined, reason });
    if (!checked.ok) return checked.errors;
    forumReport.mutate({ contentType, contentId, type: checked.data.type, reason: checked.data.reason });
    return null;
  };

  return (
    <Dialog
      title={t('forum.report.title')}
      onClose={onClose}
      busy={report.isPending}
      onSubmit={async (event) => {
        event.preventDefault();
        if (report.isPending) return;
        setFailure(null);
        setErrors((await send()) ?? {});
      }}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={report.isPending}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={report.isPending}>
            {report.isPending ? t('forum.sending') : t('forum.report.submit')}
          </button>
        </>
      }
    >
      <p className={styles.lead}>{t('forum.report.lead')}</p>
      <FormError message={failure} />
      <div className="field">
        <label htmlFor={`${id}-type`}>{t('forum.report.typeLabel')}</label>
        <select
          id={`${id}-type`}
          className="input"
          value={type}
          onChange={(e) => setType(e.target.value as ReportType)}
          aria-invalid={errors.type ? true : undefined}
          aria-describedby={errors.type ? `${id}-type-error` : undefined}
          data-autofocus
        >
          <option value="">{t('forum.report.typePlaceholder')}</option>
          {REPORT_TYPES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {errors.type && (
          <p id={`${id}-type-error`} className="field-error">
            {errors.type}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-reason`}>
          {t('forum.report.reasonLabel')} <span className={styles.optional}>({t('common.optional')})</span>
        </label>
        <textarea
          id={`${id}-reason`}
          className={`input ${styles.textarea}`}
          rows={4}
          value={reason}
          maxLength={REPORT_REASON_MAX}
          placeholder={t('forum.report.reasonPlaceholder')}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
        />
        {errors.reason && (
          <p id={`${id}-reason-error`} className="field-error">
            {errors.reason}
          </p>
        )}
      </div>
    </Dialog>
  );
}
