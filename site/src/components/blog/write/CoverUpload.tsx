import { useRef, useState } from 'react';
import { useId } from '../../../ids';
import { useUploadPostImage, type UploadedImage } from '../../../api-client/blog-writing';
import { usePublicSettings } from '../../../auth/usePublicSettings';
import { Icon } from '../../common/Icon';
import { t } from '../../../i18n';
import * as styles from './WritePost.module.css';

/** Image types among the admin's allowed file types (a cover is an image whatever else the site accepts). */
const IMAGE_TYPES = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp', 'avif']);

/**
 * The post's cover: picks an image, checks its type and size against the admin's upload settings before
 * sending it, uploads it through the member image route (POST /api/media/images, where the upload guard
 * decides for real: type from the bytes, size, no metadata) and hands its id to the form. The server's
 * Turkish refusal (wrong type, too large) is shown under the field; the chosen cover is previewed and can be
 * removed (the form then saves the post without one).
 */
export function CoverUpload({
  value,
  onChange,
  error,
}: {
  value: UploadedImage | null;
  onChange(image: UploadedImage | null): void;
  error?: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const settings = usePublicSettings().settings;
  const upload = { maxMb: settings.maxUploadSize };
  const types = settings.allowedFileTypes.filter((type) => IMAGE_TYPES.has(type));
  const typeList = types.join(', ');
  const [problem, setProblem] = useState('');
  const send = useUploadPostImage({
    onSuccess: (image) => onChange(image),
    onError: (e) => setProblem(e.message || t('blog.write.coverUploadFailed')),
  });

  const pick = (file: File | undefined) => {
    if (!file) return;
    setProblem('');
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!types.includes(extension) || !file.type.startsWith('image/')) {
      setProblem(t('blog.write.coverBadType', { types: typeList }));
    } else if (file.size > upload.maxMb * 1024 * 1024) {
      setProblem(t('blog.write.coverTooBig', { mb: upload.maxMb }));
    } else {
      send.mutate(file);
    }
    if (input.current) input.current.value = '';
  };

  return (
    <div className="field">
      <label htmlFor={`${id}-cover`}>{t('blog.write.fieldCover')}</label>
      {value && (
        <div className={styles.coverPreview}>
          <img src={value.url} alt={t('blog.write.coverPreview')} />
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => {
              setProblem('');
              onChange(null);
            }}
          >
            <Icon name="x" size={14} />
            {t('blog.write.coverRemove')}
          </button>
        </div>
      )}
      {/* The browser's own file button speaks its UI language; ours is a label in the page's words. */}
      <input
        ref={input}
        id={`${id}-cover`}
        type="file"
        className={`visually-hidden ${styles.fileInput}`}
        accept={types.map((type) => `.${type}`).join(',')}
        disabled={send.isPending}
        aria-invalid={problem || error ? true : undefined}
        aria-describedby={`${id}-cover-hint${problem || error ? ` ${id}-cover-error` : ''}`}
        onChange={(e) => pick(e.target.files?.[0])}
      />
      <label htmlFor={`${id}-cover`} className={`btn btn-outline btn-sm ${styles.filePick}`} aria-disabled={send.isPending || undefined}>
        <Icon name="folder" size={14} />
        {value ? t('blog.write.coverChange') : t('blog.write.coverChoose')}
      </label>
      <p id={`${id}-cover-hint`} className={styles.hint}>
        {send.isPending ? t('blog.write.coverUploading') : t('blog.write.coverHint', { types: typeList, mb: upload.maxMb })}
      </p>
      {(problem || error) && (
        <p id={`${id}-cover-error`} className="field-error" role="alert">
          {problem || error}
        </p>
      )}
    </div>
  );
}
