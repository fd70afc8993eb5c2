export { blogCommentEditSchema, blogCommentReportSchema, replyEditSchema, replySchema, reportSchema, validate } from '@oyundev/domain';
