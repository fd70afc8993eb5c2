import { AUTH_MESSAGES, registerMessages } from '@oyundev/domain';

// Written into a browser module that names a key of domain/src/messages/auth.ts (src/bundling-webpack.ts, catalogueWhereNamed).
registerMessages(AUTH_MESSAGES);
