import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCategoryInput,
  AdminCategoryRow,
  AdminSiteSettings,
  AnnouncementInput,
  AnnouncementRow,
  SiteSettingsGroup,
} from '@oyundev/domain';
import { getData, http } from './client';
import { readAgain, type WriteHandlers } from './mutations';

/* Site ayarları (/api/admin/settings, /categories, /announcements — admins only) and the public banner read. */

export const adminSettingsKeys = {
  all: ['admin', 'site-settings'] as const,
  settings: () => [...adminSettingsKeys.all, 'groups'] as const,
  categories: () => [...adminSettingsKeys.all, 'categories'] as const,
  announcements: () => [...adminSettingsKeys.all, 'announcements'] as const,
};
/** The banner's list: the same for every visitor. */
export const announcementKeys = { active: ['announcements', 'active'] as const };

export const adminSettingsQuery = () =>
  queryOptions({ queryKey: adminSettingsKeys.settings(), queryFn: () => getData<AdminSiteSettings>('/api/admin/settings') });
export const adminCategoriesQuery = () =>
  queryOptions({ queryKey: adminSettingsKeys.categories(), queryFn: () => getData<AdminCategoryRow[]>('/api/admin/categories') });
export const adminAnnouncementsQuery = () =>
  queryOptions({ queryKey: adminSettingsKeys.announcements(), queryFn: () => getData<AnnouncementRow[]>('/api/admin/announcements') });
export const activeAnnouncementsQuery = () =>
  queryOptions({ queryKey: announcementKeys.active, queryFn: () => getData<AnnouncementRow[]>('/api/announcements'), staleTime: 60_000 });

interface Written<T> {
  message: string;
  data: T;
}

/** A write of this area: the answer's toast goes to the screen; the admin lists, the public settings and the banner are read again. */
function useSettingsWrite<Input, Answer>(send: (input: Input) => Promise<Answer>, handlers: WriteHandlers<Answer, Input>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: handlers.onSuccess,
    onError: handlers.onError,
    onSettled: () => readAgain(queryClient, adminSettingsKeys.all, ['site-settings'], announcementKeys.active),
  });
}

export interface SettingsSave {
  section: SiteSettingsGroup;
  values: Record<string, unknown>;
}
export const useSaveSettings = (handlers: WriteHandlers<Written<AdminSiteSettings>, SettingsSave> = {}) =>
  useSettingsWrite(
    async ({ section, values }: SettingsSave) =>
      (await http.put<Written<AdminSiteSettings>>(`/api/admin/settings/${section}`, values)).data,
    handlers,
  );

export const useCreateCategory = (handlers: WriteHandlers<Written<AdminCategoryRow>, AdminCategoryInput> = {}) =>
  useSettingsWrite(
    async (input: AdminCategoryInput) => (await http.post<Written<AdminCategoryRow>>('/api/admin/categories', input)).data,
    handlers,
  );

export interface CategoryPatch {
  id: number;
  active?: boolean;
  name?: string;
  description?: string;
  order?: number;
}
export const useUpdateCategory = (handlers: WriteHandlers<Written<AdminCategoryRow>, CategoryPatch> = {}) =>
  useSettingsWrite(
    async ({ id, ...patch }: CategoryPatch) => (await http.patch<Written<AdminCategoryRow>>(`/api/admin/categories/${id}`, patch)).data,
    handlers,
  );

export const useReorderCategories = (handlers: WriteHandlers<Written<AdminCategoryRow[]>, number[]> = {}) =>
  useSettingsWrite(
    async (ids: number[]) => (await http.post<Written<AdminCategoryRow[]>>('/api/admin/categories/reorder', { ids })).data,
    handlers,
  );

export interface CategoryDelete {
  id: number;
  moveTo?: number;
}
export const useDeleteCategory = (handlers: WriteHandlers<Written<null>, CategoryDelete> = {}) =>
  useSettingsWrite(
    async ({ id, moveTo }: CategoryDelete) =>
      (await http.delete<Written<null>>(`/api/admin/categories/${id}`, { params: moveTo ? { moveTo } : {} })).data,
    handlers,
  );

export const useCreateAnnouncement = (handlers: WriteHandlers<Written<AnnouncementRow>, AnnouncementInput> = {}) =>
  useSettingsWrite(
    async (input: AnnouncementInput) => (await http.post<Written<AnnouncementRow>>('/api/admin/announcements', input)).data,
    handlers,
  );

export interface AnnouncementToggle {
  id: number;
  active: boolean;
}
export const useToggleAnnouncement = (handlers: WriteHandlers<Written<AnnouncementRow>, AnnouncementToggle> = {}) =>
  useSettingsWrite(
    async ({ id, active }: AnnouncementToggle) =>
      (await http.patch<Written<AnnouncementRow>>(`/api/admin/announcements/${id}`, { active })).data,
    handlers,
  );

export const useDeleteAnnouncement = (handlers: WriteHandlers<Written<null>, number> = {}) =>
  useSettingsWrite(async (id: number) => (await http.delete<Written<null>>(`/api/admin/announcements/${id}`)).data, handlers);
