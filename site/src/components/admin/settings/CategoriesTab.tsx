import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdminCategoryRow } from '@oyundev/domain';
import {
  adminCategoriesQuery,
  useCreateCategory,
  useDeleteCategory,
  useReorderCategories,
  useUpdateCategory,
} from '../../../api-client/admin-settings';
import { t } from '../../../i18n';
import * as styles from './Settings.module.css';
import { ListStatus, SettingsList, SettingsListItem, listDone as done, listFailed as failed } from './SettingsList';

/** Site ayarları → Kategoriler: add, reorder, switch on/off, delete (moving its topics first when it holds any). */
export function CategoriesTab() {
  const query = useQuery(adminCategoriesQuery());
  const [form, setForm] = useState({ name: '', slug: '', description: '', order: '0' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [moveTargets, setMoveTargets] = useState<Record<number, string>>({});
  const create = useCreateCategory({
    onSuccess: (answer) => {
      done(answer);
      setErrors({});
      setForm({ name: '', slug: '', description: '', order: '0' });
    },
    onError: (error) => {
      setErrors(error.fields ?? {});
      failed(error);
    },
  });
  const update = useUpdateCategory({ onSuccess: done, onError: failed });
  const reorder = useReorderCategories({ onSuccess: done, onError: failed });
  const remove = useDeleteCategory({ onSuccess: done, onError: failed });

  if (!query.isSuccess) return <ListStatus query={query} loadFailed={t('forum.categoriesLoadFailed')} />;
  const rows = query.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.name.trim()) {
      setErrors({ name: t('validation.category.nameRequired') });
      return failed({ message: t('validation.category.nameRequired') });
    }
    create.mutate({ name: form.name, slug: form.slug, description: form.description, order: form.order });
  };
  const move = (index: number, delta: number) => {
    const ids = rows.map((r) => r.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + delta, 0, id);
    reorder.mutate(ids);
  };
  const destroy = (row: AdminCategoryRow) => {
    const target = moveTargets[row.id];
    if (row.topicCount > 0 && !target) return failed({ message: t('admin.category.hasTopics') });
    if (!window.confirm(t('admin.category.deleteConfirm'))) return;
    remove.mutate({ id: row.id, moveTo: target ? Number(target) : undefined });
  };
  const field = (name: keyof typeof form, label: Parameters<typeof t>[0], type = 'text') => (
    <div className="field">
      <label htmlFor={`category-${name}`}>{t(label)}</label>
      <input
        id={`category-${name}`}
        className="input"
        type={type}
        value={form[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `category-${name}-error` : undefined}
        onChange={(e) => setForm((f) => ({ ...f, [name]: e.target.value }))}
      />
      {errors[name] ? (
        <p id={`category-${name}-error`} className="field-error" role="alert">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <div className={styles.stack}>
      <form className={`${styles.form} ${styles.addForm}`} onSubmit={submit} noValidate aria-label={t('admin.category.add')}>
        {field('name', 'admin.category.nameLabel')}
        {field('slug', 'admin.category.slugLabel')}
        {field('description', 'admin.category.descriptionLabel')}
        {field('order', 'admin.category.orderLabel', 'number')}
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            {t('admin.category.add')}
          </button>
        </div>
      </form>
      <SettingsList label={t('admin.settings.tab.categories')} empty={rows.length === 0 ? t('admin.category.empty') : null}>
        {rows.map((row, index) => (
          <SettingsListItem
            key={row.id}
            title={row.name}
            meta={`/${row.slug} · ${t('admin.category.topics', { n: row.topicCount })}${row.active ? '' : ` · ${t('admin.category.inactive')}`}`}
            active={row.active}
            onActiveChange={(active) => update.mutate({ id: row.id, active })}
            onDelete={() => destroy(row)}
            beforeDelete={
              row.topicCount > 0 ? (
                <select
                  className="input"
                  aria-label={`${t('admin.category.moveTo')}: ${row.name}`}
                  value={moveTargets[row.id] ?? ''}
                  onChange={(e) => setMoveTargets((m) => ({ ...m, [row.id]: e.target.value }))}
                >
                  <option value="">{t('admin.category.moveTo')}</option>
                  {rows
                    .filter((other) => other.id !== row.id)
                    .map((other) => (
                      <option key={other.id} value={other.id}>
                        {other.name}
                      </option>
                    ))}
                </select>
              ) : null
            }
          >
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={index === 0 || reorder.isPending}
              aria-label={t('admin.category.moveUp', { name: row.name })}
              onClick={() => move(index, -1)}
            >
              ↑
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={index === rows.length - 1 || reorder.isPending}
              aria-label={t('admin.category.moveDown', { name: row.name })}
              onClick={() => move(index, 1)}
            >
              ↓
            </button>
          </SettingsListItem>
        ))}
      </SettingsList>
    </div>
  );
}
