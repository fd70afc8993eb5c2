import { DISCOVER_MESSAGES, registerMessages } from '@oyundev/domain';

// Written into a browser module that names a key of domain/src/messages/discover.ts (src/bundling-webpack.ts, catalogueWhereNamed).
registerMessages(DISCOVER_MESSAGES);
