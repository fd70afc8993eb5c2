import { LANGUAGE_SETTING_OPTIONS, TIMEZONE_OPTIONS, type SiteSettingsGroup } from '@oyundev/domain';
import type { MessageKey } from '../../../i18n';

/*
 * The fields each settings tab edits: only what the system really uses (forum spec §2 shows content,
 * security and e-mail as 'Yakında Gelecek'; issue 14 builds them for the settings that take effect).
 */

export type FieldKind = 'text' | 'textarea' | 'email' | 'url' | 'number' | 'switch' | 'select' | 'color' | 'list' | 'css';

export interface SettingsField {
  name: string;
  kind: FieldKind;
  label: MessageKey;
  hint?: MessageKey;
  options?: ReadonlyArray<{ value: string; label: string }>;
  min?: number;
  max?: number;
}

export type SettingsTab = SiteSettingsGroup | 'categories' | 'announcements';
export const SETTINGS_TABS: SettingsTab[] = ['general', 'appearance', 'content', 'security', 'email', 'categories', 'announcements'];

export const SETTINGS_FIELDS: Partial<Record<SiteSettingsGroup, SettingsField[]>> = {
  general: [
    { name: 'siteName', kind: 'text', label: 'admin.settings.field.siteName' },
    { name: 'siteDescription', kind: 'textarea', label: 'admin.settings.field.siteDescription' },
    { name: 'siteUrl', kind: 'url', label: 'admin.settings.field.siteUrl' },
    { name: 'contactEmail', kind: 'email', label: 'admin.settings.field.contactEmail' },
    { name: 'timezone', kind: 'select', label: 'admin.settings.field.timezone', options: TIMEZONE_OPTIONS },
    { name: 'language', kind: 'select', label: 'admin.settings.field.language', options: LANGUAGE_SETTING_OPTIONS },
    { name: 'maintenanceMode', kind: 'switch', label: 'admin.settings.field.maintenanceMode' },
    { name: 'registrationEnabled', kind: 'switch', label: 'admin.settings.field.registrationEnabled' },
    { name: 'emailVerificationRequired', kind: 'switch', label: 'admin.settings.field.emailVerificationRequired' },
  ],
  appearance: [
    { name: 'primaryColor', kind: 'color', label: 'admin.settings.field.primaryColor', hint: 'admin.settings.hint.colors' },
    { name: 'secondaryColor', kind: 'color', label: 'admin.settings.field.secondaryColor' },
    { name: 'accentColor', kind: 'color', label: 'admin.settings.field.accentColor' },
    { name: 'darkMode', kind: 'switch', label: 'admin.settings.field.darkMode' },
    { name: 'customCSS', kind: 'css', label: 'admin.settings.field.customCSS', hint: 'admin.settings.hint.customCSS' },
  ],
  content: [
    { name: 'topicsPerPage', kind: 'number', label: 'admin.settings.field.topicsPerPage', min: 1, max: 100 },
    { name: 'postsPerPage', kind: 'number', label: 'admin.settings.field.postsPerPage', min: 1, max: 100 },
    { name: 'maxUploadSize', kind: 'number', label: 'admin.settings.field.maxUploadSize', min: 1, max: 1024 },
    { name: 'allowedFileTypes', kind: 'list', label: 'admin.settings.field.allowedFileTypes' },
    { name: 'requireApproval', kind: 'switch', label: 'admin.settings.field.requireApproval' },
    { name: 'enableComments', kind: 'switch', label: 'admin.settings.field.enableComments' },
    { name: 'enableVoting', kind: 'switch', label: 'admin.settings.field.enableVoting' },
  ],
  security: [
    { name: 'maxLoginAttempts', kind: 'number', label: 'admin.settings.field.maxLoginAttempts', min: 1, max: 100 },
    {
      name: 'sessionTimeout',
      kind: 'number',
      label: 'admin.settings.field.sessionTimeout',
      hint: 'admin.settings.hint.sessionTimeout',
      min: 1,
      max: 43200,
    },
    { name: 'passwordMinLength', kind: 'number', label: 'admin.settings.field.passwordMinLength', min: 6, max: 128 },
  ],
  email: [
    { name: 'fromEmail', kind: 'email', label: 'admin.settings.field.fromEmail', hint: 'admin.settings.hint.smtp' },
    { name: 'fromName', kind: 'text', label: 'admin.settings.field.fromName' },
  ],
};
