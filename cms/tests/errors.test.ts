import { ERROR_CODES } from '@oyundev/domain';
import { setupStrapi, teardownStrapi, api, type App } from './helpers/strapi';

// Whatever goes wrong, a person reads Turkish and a program reads a stable code — never a 500 for bad input.
let app: App;
beforeAll(async () => {
  app = await setupStrapi(__filename);
});
afterAll(async () => {
  await teardownStrapi(app);
});

it('an unknown API path is a Turkish 404', async () => {
  const res = await api(app).get('/api/olmayan-bir-yol');
  expect(res.status).toBe(404);
  expect(res.body.error).toMatchObject({ message: ERROR_CODES.NOT_FOUND.message, details: { code: 'NOT_FOUND' } });
});

it('malformed JSON is a Turkish 400, not a 500', async () => {
  const res = await api(app).post('/api/auth/local').set('Content-Type', 'application/json').send('{"identifier": "user", "password": ');
  expect(res.status).toBe(400);
  expect(res.body.error.message).toBe(ERROR_CODES.VALIDATION.message);
});

it('a body over the limit is refused with 413 and a Turkish message', async () => {
  const res = await api(app)
    .post('/api/auth/local')
    .set('Content-Type', 'application/json')
    .send(JSON.stringify({ identifier: 'x'.repeat(400 * 1024), password: 'y' }));
  expect(res.status).toBe(413);
  expect(res.body.error.message).toBe(ERROR_CODES.PAYLOAD_TOO_LARGE.message);
});

it('a domain error keeps its own code and message', async () => {
  const res = await api(app).get('/api/pages/olmayan-sayfa');
  expect(res.status).toBe(404);
  expect(res.body.error).toMatchObject({ message: ERROR_CODES.PAGE_NOT_FOUND.message, details: { code: 'PAGE_NOT_FOUND' } });
});
