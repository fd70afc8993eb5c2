import { z } from 'zod';
import { ROLES } from '../roles';

/*
 * The shapes the cms answers and the site reads, declared once (ARCHITECTURE.md). Every object is strict:
 * a field added or renamed on one side fails cms/tests/contracts.test.ts. Dates are ISO strings, as on the
 * wire. The cms presenters (cms/src/lib/present.ts) declare these types as their return types.
 */

export const roleSchema = z.enum(ROLES);

/** A member's vote on a topic or reply. */
export const voteValueSchema = z.enum(['up', 'down', 'none']);

/** A date as JSON carries it (an ISO string). */
export const isoDateSchema = z.string();

export const paginationSchema = z
  .object({ page: z.number().int(), pageSize: z.number().int(), pageCount: z.number().int(), total: z.number().int() })
  .strict();
export type Pagination = z.infer<typeof paginationSchema>;

/** A list page as the site's api-client hands it to the screens: the items and their pagination. */
export type Paged<T> = { data: T[]; pagination: Pagination };

/** The envelope of a paged list answer on the wire: `{ data: [...], meta: { pagination } }`. */
export function pagedAnswerSchema<T extends z.ZodTypeAny>(item: T) {
  return z.object({ data: z.array(item), meta: z.object({ pagination: paginationSchema }).strict() }).strict();
}

/** The envelope of a single answer: `{ data }`. */
export function dataAnswerSchema<T extends z.ZodTypeAny>(item: T) {
  return z.object({ data: item }).strict();
}

/** A member as every list and page shows them next to their words. */
export const authorSummarySchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    avatarUrl: z.string().nullable(),
    role: roleSchema,
    reputation: z.number(),
    level: z.string(),
  })
  .strict();
export type AuthorSummary = z.infer<typeof authorSummarySchema>;

export const imageFormatSchema = z.object({ url: z.string(), width: z.number(), height: z.number() }).strict();

/** A responsive image as the cms answers it: the original and Strapi's smaller formats (narrowest first). */
export const responsiveImageSchema = z
  .object({ url: z.string(), width: z.number().nullable(), height: z.number().nullable(), formats: z.array(imageFormatSchema) })
  .strict();
export type ResponsiveImage = z.infer<typeof responsiveImageSchema>;

/** An answer that carries only a Turkish text for the person (`{ message }`). */
export const messageAnswerSchema = z.object({ message: z.string() }).strict();
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;
