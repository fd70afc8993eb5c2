import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { REPORT_REASON_MAX, REPORT_TYPES, type ReportType } from '@oyundev/domain';
import { loadFormRules } from '../../forms/rules';
import { useReportComment } from '../../api-client/comments';
import { Dialog } from '../forum/Dialog';
import { FormError } from '../common/FormError';
import { writeErrorMessage } from '../forum/writeErrorMessage';
import { t } from '../../i18n';

/** Reports a comment to the moderators (the forum's reports queue); one per member and comment. */
export function CommentReport({ commentId, onClose }: { commentId: number; onClose(): void }) {
  const id = useId();
  const [type, setType] = useState<ReportType | ''>('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const report = useReportComment(commentId, {
    onSuccess: (answer) => {
      toast.success(answer.message || t('forum.report.sent'));
      onClose();
    },
    onError: (error) => {
      setErrors(error.fields ?? {});
      setFailure(writeErrorMessage(error, t('forum.report.failed'), t('forum.report.error')));
    },
  });

  return (
    <Dialog
      title={t('forum.report.title')}
      onClose={onClose}
      busy={report.isPending}
      onSubmit={async (event) => {
        event.preventDefault();
        if (report.isPending) return;
        const { validate, blogCommentReportSchema } = await loadFormRules();
        const checked = validate(blogCommentReportSchema, { type: type || undefined, reason });
        if (!checked.ok) return setErrors(checked.errors);
        setErrors({});
        setFailure(null);
        report.mutate({ type: checked.data.type, reason: checked.data.reason });
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
      <p>{t('forum.report.lead')}</p>
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
          {t('forum.report.reasonLabel')} ({t('common.optional')})
        </label>
        <textarea
          id={`${id}-reason`}
          className="input"
          rows={3}
          value={reason}
          maxLength={REPORT_REASON_MAX}
          placeholder={t('forum.report.reasonPlaceholder')}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
    </Dialog>
  );
}
