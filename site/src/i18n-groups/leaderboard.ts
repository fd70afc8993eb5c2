import { LEADERBOARD_MESSAGES, registerMessages } from '@oyundev/domain';

// Written into a browser module that names a key of domain/src/messages/leaderboard.ts (src/bundling-webpack.ts, catalogueWhereNamed).
registerMessages(LEADERBOARD_MESSAGES);
