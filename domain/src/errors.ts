import { MESSAGES, type MessageKey } from './messages';

/**
 * The error vocabulary shared by the API and the screens. Code reads `code` and `status`; people read
 * `message`. Never branch on message text — wording may change, codes may not.
 *
 * `name` follows Strapi's error class names so our errors sit in the same `{ error: { status, name,
 * message, details } }` envelope as the ones Strapi raises itself. `field` says which form field a
 * screen should attach the message to (instead of guessing from words in the message).
 */
interface ErrorDefinition {
  readonly status: number;
  readonly name: string;
  readonly messageKey: MessageKey;
  readonly field?: string;
}

const define = <T extends Record<string, ErrorDefinition>>(defs: T) => defs;

export const ERROR_DEFINITIONS = define({
  NOT_AUTHENTICATED: { status: 401, name: 'UnauthorizedError', messageKey: 'error.notAuthenticated' },
  FORBIDDEN: { status: 403, name: 'ForbiddenError', messageKey: 'error.forbidden' },
  ADMIN_REQUIRED: { status: 403, name: 'ForbiddenError', messageKey: 'admin.denied.dashboard' },
  PREMIUM_REQUIRED: { status: 403, name: 'ForbiddenError', messageKey: 'error.premiumRequired' },
  ACCOUNT_INACTIVE: { status: 403, name: 'ForbiddenError', messageKey: 'error.accountInactive' },
  ACCOUNT_BANNED: { status: 403, name: 'ForbiddenError', messageKey: 'error.accountBanned' },
  EMAIL_NOT_VERIFIED: { status: 403, name: 'ForbiddenError', messageKey: 'error.emailNotVerified' },
  NOT_FOUND: { status: 404, name: 'NotFoundError', messageKey: 'error.notFound' },
  VALIDATION: { status: 400, name: 'ValidationError', messageKey: 'error.validation' },
  SEARCH_QUERY_REQUIRED: { status: 400, name: 'ValidationError', messageKey: 'validation.search.required', field: 'q' },
  SEARCH_QUERY_TOO_LONG: { status: 400, name: 'ValidationError', messageKey: 'validation.search.max', field: 'q' },
  PAYLOAD_TOO_LARGE: { status: 413, name: 'PayloadTooLargeError', messageKey: 'error.payloadTooLarge' },
  /** A query string nested too deep (populate / $or), with too many parameters or too large filters (cms query-limits). */
  QUERY_TOO_COMPLEX: { status: 400, name: 'ValidationError', messageKey: 'error.queryTooComplex' },
  RATE_LIMITED: { status: 429, name: 'RateLimitError', messageKey: 'error.rateLimited' },
  INTERNAL: { status: 500, name: 'ApplicationError', messageKey: 'error.internal' },
  MAINTENANCE: { status: 503, name: 'ApplicationError', messageKey: 'error.maintenance' },
  // The site server could not reach the cms.
  CMS_UNAVAILABLE: { status: 502, name: 'ApplicationError', messageKey: 'error.cmsUnavailable' },
  // The cms could not reach PostgreSQL (stopped, restarting, refusing): answered at once, with Retry-After.
  DATABASE_UNAVAILABLE: { status: 503, name: 'ApplicationError', messageKey: 'error.databaseUnavailable' },
  /** The same Idempotency-Key was sent with a different request (another topic or text). */
  IDEMPOTENCY_KEY_REUSED: { status: 422, name: 'ValidationError', messageKey: 'error.idempotencyKeyReused' },
  IDEMPOTENCY_KEY_INVALID: { status: 400, name: 'ValidationError', messageKey: 'error.idempotencyKeyInvalid' },
  /** A write that kept colliding with simultaneous writes on the same rows (after the retries): send it again. */
  WRITE_CONFLICT: { status: 409, name: 'ApplicationError', messageKey: 'error.writeConflict' },
  // Uploads (cms lib/upload-guard.ts): the type is read from the file's bytes, never its name.
  UPLOAD_FILE_REQUIRED: { status: 400, name: 'ValidationError', messageKey: 'error.uploadFileRequired', field: 'file' },
  UPLOAD_TYPE_NOT_ALLOWED: { status: 415, name: 'ValidationError', messageKey: 'error.uploadTypeNotAllowed', field: 'file' },
  UPLOAD_UNSAFE: { status: 400, name: 'ValidationError', messageKey: 'error.uploadUnsafe', field: 'file' },
  UPLOAD_TOO_LARGE: { status: 413, name: 'PayloadTooLargeError', messageKey: 'error.uploadTooLarge', field: 'file' },

  // Accounts
  USER_NOT_FOUND: { status: 400, name: 'ValidationError', messageKey: 'auth.login.userNotFound', field: 'identifier' },
  WRONG_PASSWORD: { status: 400, name: 'ValidationError', messageKey: 'auth.login.wrongPassword', field: 'password' },
  EMAIL_TAKEN: { status: 409, name: 'ApplicationError', messageKey: 'auth.register.emailTaken', field: 'email' },
  USERNAME_TAKEN: { status: 409, name: 'ApplicationError', messageKey: 'auth.register.usernameTaken', field: 'username' },
  REGISTRATION_DISABLED: { status: 403, name: 'ForbiddenError', messageKey: 'error.registrationDisabled' },
  EMAIL_NOT_REGISTERED: {
    status: 404,
    name: 'NotFoundError',
    messageKey: 'auth.forgot.emailNotRegistered',
    field: 'email',
  },
  RESET_TOKEN_INVALID: { status: 400, name: 'ValidationError', messageKey: 'validation.resetToken.invalid' },
  UNLOCK_TOKEN_INVALID: { status: 400, name: 'ValidationError', messageKey: 'auth.unlock.invalid' },
  VERIFY_TOKEN_INVALID: { status: 400, name: 'ValidationError', messageKey: 'validation.verifyToken.invalid' },
  EMAIL_ALREADY_VERIFIED: { status: 409, name: 'ApplicationError', messageKey: 'error.emailAlreadyVerified' },
  WRONG_CURRENT_PASSWORD: {
    status: 400,
    name: 'ValidationError',
    messageKey: 'error.wrongCurrentPassword',
    field: 'currentPassword',
  },
  // Too many failed logins on one account, from any address; the message may name the minutes left.
  ACCOUNT_LOCKED: { status: 423, name: 'ApplicationError', messageKey: 'error.accountLocked', field: 'identifier' },
  USERNAME_RESERVED: { status: 409, name: 'ApplicationError', messageKey: 'error.usernameReserved', field: 'username' },
  USERNAME_LOOKALIKE: { status: 409, name: 'ApplicationError', messageKey: 'error.usernameLookalike', field: 'username' },
  MAIL_SEND_FAILED: { status: 503, name: 'ApplicationError', messageKey: 'auth.verify.sendFailed' },
  // The admin's security.passwordMinLength, above the form's own minimum; the message names the length.
  PASSWORD_TOO_SHORT: { status: 400, name: 'ValidationError', messageKey: 'validation.password.minLength', field: 'password' },
  CATEGORY_HAS_TOPICS: { status: 409, name: 'ApplicationError', messageKey: 'admin.category.hasTopics', field: 'moveTo' },
  CATEGORY_SLUG_TAKEN: { status: 409, name: 'ApplicationError', messageKey: 'admin.category.slugTaken', field: 'slug' },

  // Forum, blog, profiles
  TOPIC_CLOSED: { status: 403, name: 'ForbiddenError', messageKey: 'forum.topic.closedNotice' },
  TOPIC_NOT_FOUND: { status: 404, name: 'NotFoundError', messageKey: 'forum.topic.notFound' },
  REPLY_NOT_FOUND: { status: 404, name: 'NotFoundError', messageKey: 'error.replyNotFound' },
  CATEGORY_NOT_FOUND: { status: 404, name: 'NotFoundError', messageKey: 'forum.category.notFound' },
  BLOG_POST_NOT_FOUND: { status: 404, name: 'NotFoundError', messageKey: 'blog.notFound' },
  BLOG_POST_NOT_EDITABLE: { status: 409, name: 'ApplicationError', messageKey: 'blog.write.notEditable' },
  BLOG_CATEGORY_UNKNOWN: { status: 400, name: 'ValidationError', messageKey: 'blog.write.categoryUnknown', field: 'category' },
  BLOG_COVER_UNKNOWN: { status: 400, name: 'ValidationError', messageKey: 'blog.write.coverUnknown', field: 'coverImageId' },
  COMMENT_LOGIN_REQUIRED: { status: 401, name: 'UnauthorizedError', messageKey: 'comment.loginRequired' },
  COMMENTS_DISABLED: { status: 403, name: 'ForbiddenError', messageKey: 'comment.disabled' },
  COMMENT_NOT_FOUND: { status: 404, name: 'NotFoundError', messageKey: 'comment.notFound' },
  BOOKMARK_LOGIN_REQUIRED: { status: 401, name: 'UnauthorizedError', messageKey: 'reader.bookmark.loginRequired' },
  PROFILE_NOT_FOUND: { status: 404, name: 'NotFoundError', messageKey: 'profile.notFound' },
  PROFILE_MEMBERS_ONLY: { status: 401, name: 'UnauthorizedError', messageKey: 'profile.membersOnly' },
  PROFILE_PRIVATE: { status: 403, name: 'ForbiddenError', messageKey: 'profile.private' },
  PROFILE_ACTIVITY_HIDDEN: { status: 403, name: 'ForbiddenError', messageKey: 'profile.activityHidden' },
  SELF_FOLLOW: { status: 403, name: 'ForbiddenError', messageKey: 'profile.selfFollow' },
  FOLLOW_LOGIN_REQUIRED: { status: 401, name: 'UnauthorizedError', messageKey: 'profile.followLoginRequired' },
  SOLUTION_FORBIDDEN: { status: 403, name: 'ForbiddenError', messageKey: 'forum.solution.forbidden' },
  SELF_SOLUTION: { status: 403, name: 'ForbiddenError', messageKey: 'forum.solution.self' },
  PAGE_NOT_FOUND: { status: 404, name: 'NotFoundError', messageKey: 'notFound.title' },
  VOTE_LOGIN_REQUIRED: { status: 401, name: 'UnauthorizedError', messageKey: 'forum.vote.loginRequired' },
  REPLY_LOGIN_REQUIRED: { status: 401, name: 'UnauthorizedError', messageKey: 'forum.reply.loginRequired' },
  LIKE_LOGIN_REQUIRED: { status: 401, name: 'UnauthorizedError', messageKey: 'common.likeLoginRequired' },
  TOPIC_LOGIN_REQUIRED: { status: 401, name: 'UnauthorizedError', messageKey: 'forum.newTopic.loginRequired' },
  REPORT_LOGIN_REQUIRED: { status: 401, name: 'UnauthorizedError', messageKey: 'forum.report.loginRequired' },
  TOPIC_PENDING: { status: 403, name: 'ForbiddenError', messageKey: 'error.topicPending' },
  SELF_VOTE: { status: 403, name: 'ForbiddenError', messageKey: 'error.selfVote' },
  SELF_LIKE: { status: 403, name: 'ForbiddenError', messageKey: 'error.selfLike' },
  SELF_REPORT: { status: 403, name: 'ForbiddenError', messageKey: 'error.selfReport' },
  ALREADY_REPORTED: { status: 409, name: 'ApplicationError', messageKey: 'error.alreadyReported' },
  MODERATOR_REQUIRED: { status: 403, name: 'ForbiddenError', messageKey: 'error.moderatorRequired' },
  VOTING_DISABLED: { status: 403, name: 'ForbiddenError', messageKey: 'error.votingDisabled' },
  // Posting limits (domain posting.ts); the message names the limit that was reached.
  POSTING_RATE_LIMITED: { status: 429, name: 'RateLimitError', messageKey: 'error.postingTooFast' },
  TOO_MANY_LINKS: { status: 403, name: 'ForbiddenError', messageKey: 'error.tooManyLinks', field: 'content' },
  // Admin
  ADMIN_SELF_ACTION: { status: 403, name: 'ForbiddenError', messageKey: 'admin.error.self' },
  LAST_ADMIN: { status: 409, name: 'ApplicationError', messageKey: 'admin.error.lastAdmin' },
  ADMIN_USER_NOT_FOUND: { status: 404, name: 'NotFoundError', messageKey: 'profile.notFound' },
  REPORT_NOT_FOUND: { status: 404, name: 'NotFoundError', messageKey: 'admin.error.reportNotFound' },
  ADMIN_NOT_APPLICABLE: { status: 400, name: 'ValidationError', messageKey: 'admin.error.notApplicable' },
});

export type ErrorCode = keyof typeof ERROR_DEFINITIONS;

export interface ErrorInfo {
  readonly code: ErrorCode;
  readonly status: number;
  readonly name: string;
  readonly message: string;
  readonly field?: string;
}

/** Every error with its code and Turkish message, e.g. `ERROR_CODES.TOPIC_CLOSED.message`. */
export const ERROR_CODES = Object.fromEntries(
  (Object.keys(ERROR_DEFINITIONS) as ErrorCode[]).map((code) => {
    const { messageKey, ...rest } = ERROR_DEFINITIONS[code] as ErrorDefinition;
    // Read when used: the browser's catalogue gets some groups only with the screens that show them.
    return [
      code,
      Object.freeze({
        code,
        ...rest,
        get message(): string {
          return MESSAGES[messageKey];
        },
      }),
    ];
  }),
) as { readonly [C in ErrorCode]: ErrorInfo & { readonly code: C } };

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_DEFINITIONS, value);
}

/** The body an API answers with, matching Strapi's envelope; `details.code` carries our stable code. */
export interface ErrorPayload {
  error: {
    status: number;
    name: string;
    message: string;
    details: { code: ErrorCode; errors?: Record<string, string> };
  };
}

/**
 * Thrown by services; controllers turn it into an `ErrorPayload`. `message` can be overridden for the
 * rare case where a more specific catalogue text exists; `fieldErrors` carries per-field validation texts.
 */
export interface DomainErrorOptions {
  message?: string;
  fieldErrors?: Record<string, string>;
  /**
   * When a refusal that only lasts a while (a rate limit, a lockout) ends, in whole seconds from now; the API
   * sends it as the `Retry-After` header. Rounded up, at least 1.
   */
  retryAfterSeconds?: number;
}

/** Whole seconds from `now` until `until`, rounded up and at least 1 — for `retryAfterSeconds`. */
export function secondsUntil(until: Date | number, now: Date | number = Date.now()): number {
  const ms = new Date(until).getTime() - new Date(now).getTime();
  return Number.isFinite(ms) ? Math.max(1, Math.ceil(ms / 1000)) : 1;
}

export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errorName: string;
  readonly field?: string;
  readonly fieldErrors?: Record<string, string>;
  readonly retryAfterSeconds?: number;

  constructor(code: ErrorCode, options: DomainErrorOptions = {}) {
    const info = ERROR_CODES[code];
    super(options.message ?? info.message);
    this.name = 'DomainError';
    this.code = code;
    this.status = info.status;
    this.errorName = info.name;
    this.field = info.field;
    this.fieldErrors = options.fieldErrors;
    if (options.retryAfterSeconds !== undefined && Number.isFinite(options.retryAfterSeconds)) {
      this.retryAfterSeconds = Math.max(1, Math.ceil(options.retryAfterSeconds));
    }
  }

  toPayload(): ErrorPayload {
    return {
      error: {
        status: this.status,
        name: this.errorName,
        message: this.message,
        details: this.fieldErrors ? { code: this.code, errors: this.fieldErrors } : { code: this.code },
      },
    };
  }
}

export function isDomainError(value: unknown): value is DomainError {
  return value instanceof DomainError;
}

/** Shorthand for the envelope when no exception is involved. */
export function errorPayload(code: ErrorCode, options?: DomainErrorOptions): ErrorPayload {
  return new DomainError(code, options).toPayload();
}
