import { msg } from '../messages';
import { option, type Option, type LabelledOption, type Values } from './shared';

// ── Member profile ─────────────────────────────────────────────────────────
// Engine and language names are product names and read the same in Turkish.

export const ENGINE_OPTIONS = [
  { value: 'unity', label: 'Unity', labelEn: 'Unity' },
  { value: 'unreal', label: 'Unreal Engine', labelEn: 'Unreal Engine' },
  { value: 'godot', label: 'Godot', labelEn: 'Godot' },
  { value: 'gamemaker', label: 'GameMaker', labelEn: 'GameMaker' },
  { value: 'construct', label: 'Construct', labelEn: 'Construct' },
  { value: 'custom', label: msg('option.engine.custom'), labelEn: 'Custom Engine' },
] as const satisfies readonly LabelledOption[];
export type Engine = Values<typeof ENGINE_OPTIONS>;

export const PROGRAMMING_LANGUAGE_OPTIONS = [
  { value: 'csharp', label: 'C#', labelEn: 'C#' },
  { value: 'cpp', label: 'C++', labelEn: 'C++' },
  { value: 'javascript', label: 'JavaScript', labelEn: 'JavaScript' },
  { value: 'python', label: 'Python', labelEn: 'Python' },
  { value: 'gdscript', label: 'GDScript', labelEn: 'GDScript' },
  { value: 'blueprint', label: 'Blueprint', labelEn: 'Blueprint' },
  { value: 'lua', label: 'Lua', labelEn: 'Lua' },
  { value: 'java', label: 'Java', labelEn: 'Java' },
  { value: 'other', label: msg('option.other'), labelEn: 'Other' },
] as const satisfies readonly LabelledOption[];
export type ProgrammingLanguage = Values<typeof PROGRAMMING_LANGUAGE_OPTIONS>;

export const SPECIALTY_OPTIONS = [
  { value: 'programming', label: msg('option.specialty.programming'), labelEn: 'Game Programming' },
  { value: '2d-art', label: msg('option.specialty.2d-art'), labelEn: '2D Art' },
  { value: '3d-art', label: msg('option.specialty.3d-art'), labelEn: '3D Art' },
  { value: 'animation', label: msg('option.specialty.animation'), labelEn: 'Animation' },
  { value: 'ui-design', label: msg('option.specialty.ui-design'), labelEn: 'UI/UX Design' },
  { value: 'sound', label: msg('option.specialty.sound'), labelEn: 'Sound Design' },
  { value: 'game-design', label: msg('option.specialty.game-design'), labelEn: 'Game Design' },
  { value: 'management', label: msg('option.specialty.management'), labelEn: 'Project Management' },
] as const satisfies readonly LabelledOption[];
export type Specialty = Values<typeof SPECIALTY_OPTIONS>;

export const PLATFORM_OPTIONS = [
  { value: 'pc', label: msg('option.platform.pc') },
  { value: 'mobile', label: msg('option.platform.mobile') },
  { value: 'console', label: msg('option.platform.console') },
  { value: 'web', label: msg('option.platform.web') },
  { value: 'vr', label: msg('option.platform.vr') },
] as const satisfies readonly Option[];
export type Platform = Values<typeof PLATFORM_OPTIONS>;

/** The social links a member can fill in on the settings page. */
export const SOCIAL_LINK_KEYS = ['website', 'github', 'linkedin', 'twitter', 'discord', 'steam', 'itchio'] as const;
export type SocialLinkKey = (typeof SOCIAL_LINK_KEYS)[number];

export const NOTIFICATION_SETTING_OPTIONS = [
  option('emailNotifications', 'settings.notify.emailNotifications'),
  option('pushNotifications', 'settings.notify.pushNotifications'),
  option('newFollower', 'settings.notify.newFollower'),
  option('newComment', 'settings.notify.newComment'),
  option('newLike', 'settings.notify.newLike'),
  option('newMention', 'settings.notify.newMention'),
  option('weeklyDigest', 'settings.notify.weeklyDigest'),
] as const satisfies readonly Option[];
export type NotificationSettingKey = Values<typeof NOTIFICATION_SETTING_OPTIONS>;
export type NotificationSettings = Record<NotificationSettingKey, boolean>;
/** Every notification is on until the member turns it off. */
export const DEFAULT_NOTIFICATION_SETTINGS: Readonly<NotificationSettings> = Object.freeze(
  Object.fromEntries(NOTIFICATION_SETTING_OPTIONS.map((o) => [o.value, true])) as NotificationSettings,
);

/** Who may see a member's profile (settings → Privacy; the spec does not show this tab). */
export const PROFILE_VISIBILITY_OPTIONS = [
  { value: 'public', label: msg('account.privacy.visibility.public') },
  { value: 'members', label: msg('account.privacy.visibility.members') },
  { value: 'private', label: msg('account.privacy.visibility.private') },
] as const satisfies readonly Option[];
export type ProfileVisibility = Values<typeof PROFILE_VISIBILITY_OPTIONS>;
export interface PrivacySettings {
  profileVisibility: ProfileVisibility;
  showActivity: boolean;
  showOnlineStatus: boolean;
}
/** A member who never opened the Privacy tab: a public profile, activity and online status shown. */
export const DEFAULT_PRIVACY_SETTINGS: Readonly<PrivacySettings> = Object.freeze({
  profileVisibility: 'public',
  showActivity: true,
  showOnlineStatus: true,
});
