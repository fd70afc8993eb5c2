import { COMMENT_MESSAGES, registerMessages } from '@oyundev/domain';

// Written into a browser module that names a key of domain/src/messages/comment.ts (src/bundling-webpack.ts, catalogueWhereNamed).
registerMessages(COMMENT_MESSAGES);
