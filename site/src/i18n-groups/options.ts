import { OPTIONS_MESSAGES, registerMessages } from '@oyundev/domain';

// Written into a browser module that names a key of domain/src/messages/options.ts (src/bundling-webpack.ts, catalogueWhereNamed).
registerMessages(OPTIONS_MESSAGES);
