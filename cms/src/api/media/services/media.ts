import type { Core } from '@strapi/strapi';
import type { IncomingFile } from '../../../lib/upload-guard';

const USER = 'plugin::users-permissions.user';
const FILE = 'plugin::upload.file';

interface StoredFile {
  id: number;
  url: string;
  mime: string;
  size: number;
  width?: number | null;
  height?: number | null;
}

/** The upload plugin's service, as far as this file calls it (the plugin ships no types for it). */
interface UploadService {
  upload(input: { data: { fileInfo: { name?: string | null } }; files: IncomingFile }): Promise<StoredFile[]>;
  remove(file: unknown): Promise<unknown>;
}
const uploads = (strapi: Core.Strapi) => strapi.plugin('upload').service('upload') as unknown as UploadService;

/** Members' files through the upload plugin (which makes the responsive formats and writes the row). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async store(file: IncomingFile): Promise<StoredFile> {
    const [stored] = await uploads(strapi).upload({ data: { fileInfo: { name: file.originalFilename } }, files: file });
    return stored;
  },

  /** Stores `file` as the member's avatar or cover, and deletes the one it replaces. */
  async setProfileImage(userId: number, field: 'avatar' | 'coverImage', file: IncomingFile): Promise<StoredFile> {
    const stored = await this.store(file);
    const before = await strapi.db.query(USER).findOne({ where: { id: userId }, select: ['id'], populate: { [field]: true } });
    await strapi.db.query(USER).update({ where: { id: userId }, data: { [field]: stored.id } });
    const previous = before?.[field] as { id: number } | null | undefined;
    if (previous?.id && previous.id !== stored.id) {
      const old = await strapi.db.query(FILE).findOne({ where: { id: previous.id } });
      if (old) await uploads(strapi).remove(old);
    }
    return stored;
  },
});
