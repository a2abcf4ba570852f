import {describe, expect, it} from 'vitest';
import {formatProblem, type ExampleBlock} from '../examples/check';
import {runServerBlocks, serverBlocks} from '../examples/server';
import {factories} from '../examples/server/factories';
import {send} from '../examples/server/http';
import {Project} from '../examples/server/project';
import {parseScenarios} from '../examples/server/scenarios';
import {ROOT, fixtureModels} from './support/fixturePages';

async function run(name: string) {
  const result = await runServerBlocks(serverBlocks(await fixtureModels(name), ROOT));
  return {result, messages: result.problems.map(formatProblem)};
}

describe('the server run fails where server code does not do what its page states', () => {
  it('refuses the owner when a policy compares the numeric id with a documentId', async () => {
    const {result, messages} = await run('server-policy-numeric-id');
    expect(result.checked).toHaveLength(2);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(
      /^checks\/fixtures\/examples\/server-policy-numeric-id\.mdx:8 \(block 1, js\): PUT \/api\/reviews\/t4b8n2m6q0w3e7r1y5u9i2op as maya\.hikes: the page states status 200, not 403 .*"PolicyError"/,
    );
  });

  it('names every difference between the response the page states and the controller’s', async () => {
    const {messages} = await run('server-controller-response');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/server-controller-response\.mdx:8 \(block 1, js\): GET .* as public: the page states .*meta\.count/);
  });

  it('names the core actions a plain-object controller of a content type drops', async () => {
    const {messages} = await run('server-plain-controller');
    expect(messages).toEqual([
      "checks/fixtures/examples/server-plain-controller.mdx:8 (block 1, js): the controller of api::trail.trail has no find, create, findOne, update, delete: the core routes of the content type call them; make it with factories.createCoreController('api::trail.trail', …), which keeps them",
    ]);
  });
});

const block = (title: string, text: string, meta: string | null = null): ExampleBlock => ({
  file: 'x.mdx',
  line: 3,
  index: 1,
  language: 'js',
  meta,
  title,
  text,
});

describe('the harness', () => {
  it('reads the clauses of a run meta, JSON with semicolons included', () => {
    const {scenarios, calls, problems} = parseScenarios(
      'PUT /api/reviews/x as ana {"data":{"comment":"a; b"}} -> 403; total(2) -> {"n": 2}; GET nowhere',
    );
    expect(scenarios).toMatchObject([{method: 'PUT', url: '/api/reviews/x', as: 'ana', body: {data: {comment: 'a; b'}}, status: 403}]);
    expect(calls).toMatchObject([{method: 'total', args: [2], expected: {n: 2}}]);
    expect(problems).toHaveLength(1);
  });

  it('keeps the core actions under a customizer, reachable with super', async () => {
    const project = new Project([]);
    const made = factories.createCoreController('api::restaurant.restaurant', () => ({
      async find(this: {find: unknown}, ctx: unknown) {
        const parent = Object.getPrototypeOf(this) as {find: (ctx: unknown) => Promise<{data: unknown[]}>};
        const {data} = await parent.find(ctx);
        return {data, meta: {count: data.length}};
      },
    }));
    const controller = made.build({
      tessera: project.tessera,
      documents: (uid) => project.documents(uid),
      service: (uid) => project.service(uid) as never,
    }) as Record<string, unknown>;
    expect(typeof controller.findOne).toBe('function');
    expect(Object.keys(controller)).toEqual(['find']);
  });

  it('answers a policy that returns false with the 403 of the model, and runs a lifecycle hook on a write', async () => {
    const project = new Project([
      {path: 'src/policies/closed.js', text: 'module.exports = () => false;'},
      {
        path: 'src/api/review/routes/review.js',
        text: "module.exports = require('@tessera/core').factories.createCoreRouter('api::review.review', { config: { find: { policies: ['global::closed'] } } });",
      },
      {
        path: 'src/api/trail/content-types/trail/lifecycles.js',
        text: "module.exports = { beforeUpdate(event) { event.params.data.name = 'Renamed'; } };",
      },
    ]);
    const refused = await send(project, {method: 'GET', url: '/api/reviews', as: 'public'});
    expect(refused).toMatchObject({status: 403, body: {error: {name: 'PolicyError', message: 'Policy Failed'}}});
    const trail = (await project.documents('api::trail.trail').update({documentId: 'f2w9k4m1x7c3v8b5n0q6r2ty', data: {lengthKm: 3.3}})) as {
      name: string;
    };
    expect(trail.name).toBe('Renamed');
  });

  it('exempts a block that uses what the harness lacks, with the reason', async () => {
    const result = await runServerBlocks([
      block(
        'src/api/trail/services/weather.js',
        "module.exports = () => ({ async now() { return tessera.fetch('https://weather.example'); } });",
      ),
    ]);
    expect(result.exempt.map((entry) => entry.reason)).toEqual(['cannot run: uses tessera.fetch, which the harness does not provide']);
  });
});
