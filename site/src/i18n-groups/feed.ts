import { FEED_MESSAGES, registerMessages } from '@oyundev/domain';

// Written into a browser module that names a key of domain/src/messages/feed.ts (src/bundling-webpack.ts, catalogueWhereNamed).
registerMessages(FEED_MESSAGES);
