import {expect, test} from './support';
import {requiredRoutes} from '../../checks/pages';

const ROUTES = requiredRoutes();

test('every route of routes.txt is served with status 200 and a title', async ({request}) => {
  test.setTimeout(180_000);
  const missing: string[] = [];
  const untitled: string[] = [];
  for (const route of ROUTES) {
    const response = await request.get(route);
    if (response.status() !== 200) {
      missing.push(`${route} (${response.status()})`);
      continue;
    }
    const html = await response.text();
    const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]?.trim();
    if (!title || (title === 'Tessera Docs' && route !== '/')) untitled.push(route);
  }
  console.log(`routes.txt: ${ROUTES.length - missing.length} of ${ROUTES.length} routes served`);
  expect(untitled).toEqual([]);
  expect(missing).toEqual([]);
});
