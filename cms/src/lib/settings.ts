import type { Core } from '@strapi/strapi';

/** The admin's content settings (spec §9 "content"), with the component's defaults when unset. */
export async function contentSettings(
  strapi: Core.Strapi,
): Promise<{ requireApproval: boolean; enableVoting: boolean; enableComments: boolean }> {
  const settings = await strapi.documents('api::site-setting.site-setting').findFirst({
    populate: { content: true },
  });
  return {
    requireApproval: settings?.content?.requireApproval === true,
    enableVoting: settings?.content?.enableVoting !== false,
    enableComments: settings?.content?.enableComments !== false,
  };
}
