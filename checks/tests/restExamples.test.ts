import {describe, expect, it} from 'vitest';
import {checkRestExamples, formatRestProblem, restExamples} from '../examples/rest';
import {requestProblems} from '../examples/restQuery';
import {documentCount} from '../../src/lib/rest/rows';
import {HOLE, requestLines, scriptRequests, shellRequests} from '../examples/restExtract';
import {foreignRequests} from '../examples/restForeign';
import {ROOT, fixtureModels} from './support/fixturePages';

async function check(name: string) {
  const examples = restExamples(await fixtureModels(name), ROOT);
  const result = checkRestExamples(examples);
  return {result, messages: result.problems.map(formatRestProblem)};
}

describe('the REST example check fails where a request or a response contradicts the rules or the model', () => {
  it('names a path that is no route of a Trailhead content type, with the routes there are', async () => {
    const {result, messages} = await check('rest-unknown-type');
    expect(result.failing).toBe(1);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(
      /^checks\/fixtures\/examples\/rest-unknown-type\.mdx:8 \(block 1, bash\): `GET \/api\/hikes` names no route of a Trailhead content type; routes: \/api\/restaurants, \/api\/reviews, \/api\/categories, \/api\/trails, \/api\/articles, \/api\/homepage$/,
    );
  });

  it('names a field of `fields` the content type does not have, once for the Request and the block that sends it', async () => {
    const {messages} = await check('rest-unknown-field');
    expect(messages).toEqual([
      'checks/fixtures/examples/rest-unknown-field.mdx:8 (Request): fields[1]: restaurant has no field `rating`; fields: name, slug, description, priceRange, capacity, phone, averageRating (and id, documentId, createdAt, updatedAt, publishedAt, locale)',
    ]);
  });

  it('names an operator that does not exist, in a query built with qs.stringify', async () => {
    const {messages} = await check('rest-unknown-operator');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(
      /^checks\/fixtures\/examples\/rest-unknown-operator\.mdx:11 \(block 1, js\): filters\[name\]\[\$like\]: `\$like` is not a filter operator; operators: \$eq, .*\$containsi/,
    );
  });

  it('reads the REST helpers of other languages: a wrong populate in Python fails, a right Go query passes', async () => {
    const {result, messages} = await check('rest-foreign-language');
    expect(result.examples).toHaveLength(2);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^checks\/fixtures\/examples\/rest-foreign-language\.mdx:\d+ \(block 1, python\): populate\[0\]: .*rating/);
  });

  it('names a populate of a field that is no relation, media, component or dynamic zone', async () => {
    const {messages} = await check('rest-populate-scalar');
    expect(messages).toEqual([
      'checks/fixtures/examples/rest-populate-scalar.mdx:8 (block 1, http): populate[1]: restaurant.capacity is not a relation, media, component or dynamic zone, so it cannot be populated (ask for it in `fields`); populate: cover, address, seo, categories, reviews',
    ]);
  });

  it('names a total larger than the documents of the model, and a pageCount that does not add up', async () => {
    const {messages} = await check('rest-total');
    expect(messages).toEqual([
      'checks/fixtures/examples/rest-total.mdx:21 (block 2, json): meta.pagination: total 12 is more than Trailhead has: 7 published restaurant document(s) in locale en',
      'checks/fixtures/examples/rest-total.mdx:17 (block 2, json): meta.pagination.pageCount: page shows 3, the example project answers 2 (`npm run check examples -- --fix-responses` rewrites it)',
    ]);
    const tooFew = checkRestExamples([
      {
        file: 'x.mdx',
        line: 1,
        where: 'block 1, json',
        declared: null,
        requests: [],
        queries: [],
        responses: [
          {
            file: 'x.mdx',
            line: 1,
            where: 'block 1, json',
            status: null,
            text: '',
            notComputed: null,
            value: {data: [], meta: {pagination: {page: 1, pageSize: 2, pageCount: 3, total: 7}}},
          },
        ],
        noCheck: null,
        expectError: null,
        metaProblems: [],
        customActions: [],
        creatorFieldTypes: [],
      },
    ]);
    expect(tooFew.problems.map((problem) => problem.message)).toEqual([
      'meta.pagination: 7 results by pages of 2 make 4 page(s), not pageCount 3',
    ]);
  });
});

describe('the REST example check passes what is right', () => {
  it('passes requests and responses in every form, a mistake shown on purpose, and lists an exempt block', async () => {
    const {result, messages} = await check('rest-passing');
    expect(messages).toEqual([]);
    expect(result.examples.map((example) => `${example.line} ${example.where}`)).toEqual([
      '9 Request',
      '37 block 3, js',
      '47 block 4, http',
      '54 block 5, bash',
      '62 block 7, js',
      '69 block 8, bash',
      '73 block 9, bash',
    ]);
    // The offset response answers the request of the block before it.
    expect(result.examples[3]!.responses).toHaveLength(1);
    expect(result.checked).toHaveLength(6);
    expect(result.exempt.map((exempt) => exempt.reason)).toEqual(["a request to another project's API"]);
  });

  it('fails an example that says it shows a mistake but has none', () => {
    const result = checkRestExamples([
      {
        file: 'x.mdx',
        line: 3,
        where: 'block 1, bash',
        declared: null,
        requests: [{file: 'x.mdx', line: 4, where: 'block 1, bash', method: 'GET', path: '/api/trails', query: 'sort=name'}],
        queries: [],
        responses: [],
        noCheck: null,
        expectError: 'a mistake',
        metaProblems: [],
        customActions: [],
        creatorFieldTypes: [],
      },
    ]);
    expect(result.problems.map(formatRestProblem)).toEqual([
      'x.mdx:3 (block 1, bash): expected to fail (a mistake) but the check finds nothing wrong: fix the example or drop expect-error',
    ]);
  });
});

describe('the REST example check reads requests the way the server does', () => {
  it('knows collection and single types, plugin routes and the routes Trailhead adds', () => {
    expect(requestProblems('GET', '/api/restaurant', '')).toEqual([
      '`GET /api/restaurant` names no route: restaurant is a collection type, whose routes use its plural name, /api/restaurants',
    ]);
    expect(requestProblems('GET', '/api/homepage/abc', '')[0]).toMatch(/homepage is a single type, with no documentId/);
    expect(requestProblems('PATCH', '/api/trails/f2w9k4m1x7c3v8b5n0q6r2ty', '')).toEqual([
      '`PATCH /api/trails/f2w9k4m1x7c3v8b5n0q6r2ty` is no route: /api/trails/:documentId answers GET, PUT, DELETE',
    ]);
    expect(requestProblems('GET', '/api/restaurants/3', '')[0]).toMatch(/^3 is a numeric id; REST paths name a document by its documentId/);
    expect(requestProblems('GET', '/api/restaurants/c4tq8n1vx0z7m2k9pr5wj3ha', '')).toEqual([
      'c4tq8n1vx0z7m2k9pr5wj3ha is the documentId of a category, not of a restaurant',
    ]);
    expect(requestProblems('POST', '/api/auth/local', '')).toEqual([]);
    expect(requestProblems('GET', '/api/users', 'populate=role&filters[username][$eq]=ana')).toEqual([]);
    expect(requestProblems('GET', '/api/upload/files', 'filters[mime][$contains]=image&sort=name')).toEqual([]);
    expect(requestProblems('GET', '/api/restaurants/featured', '')).toEqual([]);
    expect(requestProblems('GET', '/api/restaurants/k9zjr0xq7v5n2m8p4w1ty6ce/reviews', 'pageSize=5&sort=rating')).toEqual([
      '`sort` is not a parameter of GET /api/restaurants/:documentId/reviews; it reads page, pageSize',
    ]);
  });

  it('checks each parameter where the route reads it, with what the server refuses', () => {
    const problems = (query: string, route = '/api/restaurants') => requestProblems('GET', route, query);
    expect(problems('filters[name][$eq]=x', '/api/restaurants/k9zjr0xq7v5n2m8p4w1ty6ce')).toEqual([
      '`filters` is not read by GET /api/restaurants/:documentId; it reads populate, fields, locale, status',
    ]);
    expect(problems('sort=title', '/api/homepage')[0]).toMatch(/^`sort` is not read by GET \/api\/homepage/);
    expect(problems('publicationState=preview')[0]).toMatch(
      /^`publicationState` is not a REST parameter \(Tessera 4 parameter, replaced by `status`/,
    );
    expect(problems('status=preview&locale=es')).toEqual([
      'status=preview: status takes published, draft',
      'locale=es is not a locale of the project; locales: en, fr, de (one locale per request)',
    ]);
    expect(problems('fields[0]=cover')).toEqual([
      'fields[0]: restaurant.cover is a media field; `fields` takes scalar fields only: populate it instead',
    ]);
    expect(problems('sort=reviews.rating:desc')[0]).toMatch(/restaurant\.reviews is a to-many field; sort goes through to-one relations/);
    expect(problems('sort=address.city:up')).toEqual(['sort: `address.city:up` ends with no direction; write `:asc` or `:desc`']);
    expect(problems('sort[0]=address.city:asc&sort[1]=documentId')).toEqual([]);
  });

  it('checks filters deep through relations and components, and the value each operator takes', () => {
    const problems = (query: string) => requestProblems('GET', '/api/restaurants', query);
    expect(problems('filters[reviews][rating][$gte]=4&filters[address][city][$eq]=Boulder&filters[cover][$null]=true')).toEqual([]);
    expect(problems('filters[reviews][stars][$gt]=3')[0]).toMatch(/^filters\[reviews\]\[stars\]: review has no field `stars` to filter on/);
    expect(problems('filters[priceRange][$in]=budget')).toEqual([
      'filters[priceRange][$in] takes a list: filters[priceRange][$in][0]=budget',
    ]);
    expect(problems('filters[cover][$null]=maybe')).toEqual(['filters[cover][$null] takes true or false, not `maybe`']);
    expect(problems('filters[priceRange][$eq]=cheap')).toEqual([
      'filters[priceRange][$eq]: `cheap` is not a value of restaurant.priceRange; values: budget, moderate, upscale',
    ]);
    expect(problems('filters[capacity][$between][0]=20')).toEqual([
      'filters[capacity][$between] takes two values, the bounds: filters[capacity][$between][0]=low&filters[capacity][$between][1]=high',
    ]);
    expect(problems('filters[name][eq]=x')).toEqual(['filters[name][eq]: `eq` is not a filter operator; operators start with $ (`$eq`)']);
    expect(problems('filters[$or][0][name][$eq]=x&filters[$or][1][nope][$eq]=y')[0]).toMatch(
      /^filters\[\$or\]\[1\]\[nope\]: restaurant has no field `nope`/,
    );
    expect(problems('filters[categories][$eq]=x')[0]).toMatch(/restaurant\.categories is not a scalar field; compare one of its fields/);
  });

  it('checks populate recursively: options per kind of field, dynamic zones by their components', () => {
    const homepage = (query: string) => requestProblems('GET', '/api/homepage', query);
    expect(homepage('populate[sections][on][shared.seo][populate][0]=shareImage&populate[sections][on][shared.address]=true')).toEqual([]);
    expect(homepage('populate[sections][on][shared.quote]=true')).toEqual([
      'populate[sections][on][shared.quote]: `shared.quote` is not a component of homepage.sections; components: shared.seo, shared.address',
    ]);
    expect(homepage('populate[sections][fields][0]=title')[0]).toMatch(
      /a dynamic zone takes `on` .* put `fields` under a component in `on`/,
    );
    expect(homepage('populate[seo][populate][0]=cover')[0]).toMatch(
      /^populate\[seo\]\[populate\]\[0\]: component shared\.seo has nothing named `cover` to populate; populate: shareImage/,
    );
    const restaurants = (query: string) => requestProblems('GET', '/api/restaurants', query);
    expect(
      restaurants(
        'populate[reviews][filters][rating][$gte]=4&populate[reviews][sort][0]=rating:desc&populate[reviews][populate][0]=author',
      ),
    ).toEqual([]);
    expect(restaurants('populate[address][filters][city][$eq]=x')).toEqual([
      'populate[address][filters]: `filters` applies to to-many relation, and address is a component',
    ]);
    expect(restaurants('populate[0]=reviews.author.role')).toEqual([]);
    expect(restaurants('populate[createdBy][fields][0]=firstname')[0]).toMatch(
      /createdBy is a creator field, populated only on a content type whose options set populateCreatorFields/,
    );
  });

  it('checks pagination: integers, the maximum, one style', () => {
    const problems = (query: string) => requestProblems('GET', '/api/restaurants', query);
    expect(problems('pagination[page]=1&pagination[limit]=10')).toEqual([
      'pagination: page and pageSize cannot be mixed with start and limit; the server answers 400 ValidationError',
    ]);
    expect(problems('pagination[pageSize]=500')).toEqual([
      'pagination[pageSize]: 500 is above the maximum, 100 (`api.rest.maxLimit`): the server lowers it to 100',
    ]);
    expect(problems('pagination[page]=0')).toEqual(['pagination[page]: 0 is below 1, which the server refuses (400 ValidationError)']);
    expect(problems('pagination[withCount]=no')).toEqual(['pagination[withCount] takes true or false, not `no`']);
    expect(problems('pagination[start]=0&pagination[limit]=100&pagination[withCount]=false')).toEqual([]);
  });
});

describe('the documents a response can show', () => {
  it('are counted per content type, locale and status', () => {
    expect(documentCount('api::restaurant.restaurant', 'en', 'published')).toBe(7);
    expect(documentCount('api::restaurant.restaurant', 'fr', 'published')).toBe(2);
    expect(documentCount('api::restaurant.restaurant', 'fr', 'draft')).toBe(3);
    expect(documentCount('api::review.review', null, 'published')).toBe(3);
  });
});

describe('finding requests in code blocks', () => {
  it('reads cURL commands: method, quoted URL, escaped dollar signs, a JSON body across lines', () => {
    const text = [
      'curl -g -X PUT "http://localhost:1337/api/restaurants/k9zjr0xq7v5n2m8p4w1ty6ce?filters[name][\\$eq]=a" \\',
      '  -H "Content-Type: application/json" \\',
      "  -d '{",
      '    "data": { "capacity": 30 }',
      "  }'",
      'curl https://example.com/api/restaurants',
    ].join('\n');
    expect(shellRequests(text)).toEqual([
      {
        method: 'PUT',
        path: '/api/restaurants/k9zjr0xq7v5n2m8p4w1ty6ce',
        query: 'filters[name][$eq]=a',
        body: {data: {capacity: 30}},
        line: 0,
      },
    ]);
  });

  it('reads http request lines and the rooted paths of text blocks', () => {
    expect(requestLines('GET /api/trails?sort=name HTTP/1.1\nHost: localhost:1337', 'http')).toEqual([
      {method: 'GET', path: '/api/trails', query: 'sort=name', line: 0},
    ]);
    expect(requestLines('/api/trails?locale=fr', 'text')).toEqual([{method: 'GET', path: '/api/trails', query: 'locale=fr', line: 0}]);
    expect(requestLines('[10:15:31] http: GET /api/restaurants (12 ms) 200', 'text')).toEqual([]);
  });

  it('follows JavaScript: helpers over fetch, axios clients, URLSearchParams, run-time values as holes', () => {
    const helper = [
      "const TESSERA_URL = process.env.TESSERA_URL ?? 'http://localhost:1337';",
      'async function request(path) {',
      '  const response = await fetch(`${TESSERA_URL}/api${path}`);',
      '  return response.json();',
      '}',
      "export const list = () => request('/restaurants?sort=name:asc&populate[0]=cover');",
      'export const one = (documentId) => request(`/restaurants/${documentId}`);',
    ].join('\n');
    expect(scriptRequests(helper, 'js').requests).toEqual([
      {method: 'GET', path: '/api/restaurants', query: 'sort=name:asc&populate[0]=cover', line: 5},
      {method: 'GET', path: '/api/restaurants/\u0000', query: '', line: 6},
    ]);
    const client = [
      "const tessera = axios.create({ baseURL: 'http://localhost:1337/api' });",
      "const { data } = await tessera.get('/trails', { params: { 'pagination[page]': page, locale: 'fr' } });",
      "const params = new URLSearchParams({ status: 'draft' });",
      "await fetch(`http://localhost:1337/api/articles?${params}`, { method: 'GET' });",
      "await fetch('http://localhost:3000/api/preview');",
    ].join('\n');
    expect(scriptRequests(client, 'ts').requests.map(({method, path: p, query}) => `${method} ${p}?${query}`)).toEqual([
      'GET /api/trails?pagination[page]=%00&locale=fr',
      'GET /api/articles?status=draft',
    ]);
  });

  it('follows helpers in PHP, Ruby, Dart and Go, and skips dictionary lookups and route definitions', () => {
    const php = `function tessera_get(string $path, array $query = []): array {
    return fetch(tessera_url() . '/api' . $path . '?' . http_build_query($query));
}
tessera_get('/restaurants/' . rawurlencode($id), ['populate' => ['cover', 'address'], 'locale' => $locale]);`;
    expect(foreignRequests(php)).toEqual([
      {method: 'GET', path: `/api/restaurants/${HOLE}`, query: 'populate[0]=cover&populate[1]=address&locale=%00', line: 3},
    ]);
    const ruby =
      'def get(path, params = {})\n  URI("#{base}/api#{path}")\nend\nget("/trails/#{id}", "fields[0]" => "name")\nget "/local" do\nend';
    expect(foreignRequests(ruby).map((r) => [r.path, r.query])).toEqual([[`/api/trails/${HOLE}`, 'fields[0]=name']]);
    const dart = "final uri = Uri.parse('$baseUrl/api$path');\nawait _get('/articles', {'sort': 'title:desc'});";
    expect(foreignRequests(dart).map((r) => [r.path, r.query])).toEqual([['/api/articles', 'sort=title%3Adesc']]);
    const python = 'url = f"{BASE}/api{path}"\nname = body.get("name", "")\n@app.get("/restaurants")\ndef page(): pass';
    expect(foreignRequests(python)).toEqual([]);
    expect(foreignRequests('get("/restaurants")')).toEqual([]);
  });

  it('keeps a query object without a URL apart, for the endpoint its fields name', () => {
    const {requests, queries} = scriptRequests("const query = { populate: { sections: { on: { 'shared.seo': true } } } };", 'js');
    expect(requests).toEqual([]);
    expect(queries).toEqual([{query: 'populate[sections][on][shared.seo]=true', line: 0}]);
  });
});
