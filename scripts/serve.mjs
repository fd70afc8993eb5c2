// Serve an already built site (site/public) on SITE_PORT, proxying /api and /uploads to CMS_URL.
import path from 'node:path';
import { createSiteServer } from './lib/site-server.mjs';
import { ROOT, env, intEnv, log } from './lib/util.mjs';

const port = intEnv('SITE_PORT', 8000);
const app = createSiteServer({ siteDir: path.join(ROOT, 'site'), cmsUrl: env('CMS_URL', 'http://127.0.0.1:1337') });
app.listen(port, () => log('site', `http://localhost:${port}`));
