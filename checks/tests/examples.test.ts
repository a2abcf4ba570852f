import {describe, expect, it} from 'vitest';
import {checkExamples, formatProblem} from '../examples/check';
import {fenceDirectives} from '../examples/fence';
import {scriptBlocks} from '../examples/blocks';
import {ROOT, fixtureModels} from './support/fixturePages';

async function check(name: string) {
  const blocks = scriptBlocks(await fixtureModels(name), ROOT);
  const result = checkExamples(blocks, ROOT);
  return {result, messages: result.problems.map(formatProblem)};
}

describe('the example check fails where an example contradicts the model', () => {
  it('names a field the content type does not have, with the fields it has', async () => {
    const {result, messages} = await check('unknown-field');
    expect(result.failingBlocks).toBe(1);
    expect(messages).toEqual([
      'checks/fixtures/examples/unknown-field.mdx:9 (block 1, js): restaurant has no field `rating`; fields: name, slug, description, priceRange, capacity, phone, averageRating, cover, address, seo, categories, reviews',
    ]);
  });

  it('names a method the Document Service does not have, with its methods', async () => {
    const {messages} = await check('unknown-method');
    expect(messages).toEqual([
      'checks/fixtures/examples/unknown-method.mdx:8 (block 1, ts): the Document Service of trail has no method `findAll`; methods: findOne, findFirst, findMany, create, update, delete, publish, unpublish, discardDraft, count',
    ]);
  });

  it('names an operator that is not a filter operator', async () => {
    const {messages} = await check('wrong-operator');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(
      /^checks\/fixtures\/examples\/wrong-operator\.mdx:10 \(block 1, js\): `\$like` is not a filter operator; operators: \$eq, .*\$containsi/,
    );
  });

  it('names a UID that is not a content type of the model, in a file checked as the service it is titled', async () => {
    const {messages} = await check('wrong-uid');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(
      /^checks\/fixtures\/examples\/wrong-uid\.mdx:10 \(block 1, ts\): `api::restaurants\.restaurant` is not a content type of the model; content types: api::restaurant\.restaurant, /,
    );
  });
});

describe('the example check holds server code to the types of the model', () => {
  it("fails a policy that compares the end user's numeric id with a relation's documentId", async () => {
    const {messages} = await check('policy-id-documentid');
    expect(messages).toEqual([
      'checks/fixtures/examples/policy-id-documentid.mdx:11 (block 1, js): `user?.id` is a number and `policyContext.request.body?.data?.author` a string, so `===` is never true: a numeric `id` never equals a `documentId` (relations in a body and in a document are documentIds); compare `documentId` with `documentId`',
    ]);
  });

  it("fails a content type's controller written as a plain object, naming the factory and the content type", async () => {
    const {messages} = await check('controller-plain-object');
    expect(messages).toEqual([
      "checks/fixtures/examples/controller-plain-object.mdx:10 (block 1, ts): this file is the controller of the content type api::trail.trail: export `factories.createCoreController('api::trail.trail', ...)`, which keeps its core actions (find, findOne, create, update, delete); a plain object or function replaces them, and is for an API without a content type (/dev-docs/backend-customization/controllers)",
    ]);
  });

  it('fails a request body that gives a relation as a numeric id', async () => {
    const {messages} = await check('relation-numeric-id');
    expect(messages).toEqual([
      'checks/fixtures/examples/relation-numeric-id.mdx:13 (block 1, js): `author` is a relation: it takes its documentId, `{ connect: [documentId] }` or null, never a numeric id (/dev-docs/api/rest/relations)',
    ]);
  });
});

describe('the example check types what the model knows inside nested parameters and files', () => {
  const block = (text: string, title: string | null = null) => ({
    file: 'x.mdx',
    line: 3,
    index: 1,
    language: 'js',
    meta: null,
    title,
    text,
  });

  it("checks the Query Engine's nested populate and a relation's sort against the target's fields", () => {
    const result = checkExamples(
      [
        block(
          "await tessera.db.query('api::review.review').findMany({ populate: { restaurant: { select: ['name'], where: { city: 'Portland' } } } });",
        ),
        block(
          "await tessera.documents('api::review.review').findMany({ sort: { restaurant: { name: 'asc' } }, filters: { rating: { $gte: 4 } } });",
        ),
      ],
      ROOT,
    );
    expect(result.failingBlocks).toBe(1);
    expect(result.problems.map(formatProblem).join('\n')).toMatch(/^x\.mdx:4 \(block 1, js\): .*city/);
  });

  it("holds a content type's controller, service and router files to that content type's factory", () => {
    const controller = (uid: string) =>
      `const { factories } = require('@tessera/core');\nmodule.exports = factories.createCoreController('${uid}');`;
    const title = 'src/api/trail/controllers/trail.js';
    expect(checkExamples([block(controller('api::trail.trail'), title)], ROOT).failingBlocks).toBe(0);
    // the core controller of another content type
    expect(formatProblem(checkExamples([block(controller('api::restaurant.restaurant'), title)], ROOT).problems[0]!)).toMatch(
      /^x\.mdx:5 \(block 1, js\): this file is the controller of the content type api::trail\.trail/,
    );
    // a plain service or router where the content type's core ones belong; the same object is right under another name
    expect(checkExamples([block('module.exports = { async nearby() {} };', 'src/api/trail/services/trail.js')], ROOT).failingBlocks).toBe(
      1,
    );
    expect(checkExamples([block('module.exports = { routes: [] };', 'src/api/trail/routes/trail.js')], ROOT).failingBlocks).toBe(1);
    expect(checkExamples([block('module.exports = { routes: [] };', 'src/api/trail/routes/01-custom.js')], ROOT).failingBlocks).toBe(0);
  });

  it("takes a literal locale only among the example project's, and '*' only where a method acts on every locale", () => {
    const call = (method: string, locale: string) =>
      block(`await tessera.documents('api::trail.trail').${method}({ documentId: 'x', locale: ${locale} });`);
    const result = checkExamples(
      [
        call('findOne', "'fr'"),
        call('findOne', 'String(process.env.LOCALE)'),
        call('publish', "'*'"),
        call('findOne', "'es'"),
        call('findOne', "'*'"),
      ],
      ROOT,
    );
    expect(result.problems.map((problem) => problem.block.text.match(/locale: ([^ ]+)/)![1])).toEqual(["'es'", "'*'"]);
    expect(result.problems[0]!.message).toMatch(/^`es` is not a locale of the example project; locales: en, fr, de/);
  });

  it('types the tessera parameter of a JavaScript helper as the server object, as its TypeScript twin writes it', () => {
    const helper = (field: string) =>
      `function findWithRestaurant(tessera, documentId) {\n  return tessera.documents('api::review.review').findOne({ documentId, fields: ['${field}'] });\n}`;
    expect(checkExamples([block(helper('rating'))], ROOT).failingBlocks).toBe(0);
    expect(checkExamples([block(helper('stars'))], ROOT).problems.map(formatProblem)).toEqual([
      'x.mdx:5 (block 1, js): review has no field `stars`; fields: rating, comment, restaurant, author',
    ]);
  });

  it("gives ctx.state.user the end user's fields without the private ones", () => {
    const policy = (field: string) => `module.exports = (policyContext) => policyContext.state.user?.${field} !== undefined;`;
    const title = 'src/policies/has-field.js';
    expect(checkExamples([block(policy('displayName'), title)], ROOT).failingBlocks).toBe(0);
    expect(checkExamples([block(policy('password'), title)], ROOT).problems.map((problem) => problem.message)).toEqual([
      '`password` is a private field of the end user: `ctx.state.user` leaves it out (/dev-docs/backend-customization/requests-responses)',
    ]);
  });

  it('passes comparisons that can be true: documentId with documentId, id with id', () => {
    const policy = (comparison: string) =>
      `module.exports = async (policyContext, config, { tessera }) => {\n  const user = policyContext.state.user;\n  const review = await tessera.documents('api::review.review').findOne({ documentId: 'x', populate: ['author'] });\n  return ${comparison};\n};`;
    const title = 'src/api/review/policies/is-owner.js';
    expect(checkExamples([block(policy('review?.author?.documentId === user?.documentId'), title)], ROOT).failingBlocks).toBe(0);
    expect(checkExamples([block(policy('review?.author?.id === user?.id'), title)], ROOT).failingBlocks).toBe(0);
    expect(checkExamples([block(policy('review?.author?.id === user?.documentId'), title)], ROOT).failingBlocks).toBe(1);
  });

  it("gives a content type's lifecycles file that content type's data", () => {
    const hook = (value: string) => `module.exports = {\n  beforeCreate(event) {\n    event.params.data.lengthKm = ${value};\n  },\n};`;
    const title = 'src/api/trail/content-types/trail/lifecycles.js';
    expect(checkExamples([block(hook('3'), title)], ROOT).failingBlocks).toBe(0);
    // lengthKm of a trail is a number
    expect(checkExamples([block(hook("'long'"), title)], ROOT).failingBlocks).toBe(1);
    // a trail has no rating to write
    const unknown = checkExamples([block(hook('3').replace('lengthKm', 'rating'), title)], ROOT);
    expect(unknown.problems.map((problem) => problem.message)).toEqual([
      'trail has no field `rating` to write; fields: name, slug, description, difficulty, lengthKm, elevationGain, seasonal, trailheads, cover',
    ]);
  });
});

describe('the example check passes what is right', () => {
  it('checks a titled file, a fragment in its context and a mistake shown on purpose; lists the exempt block with its reason', async () => {
    const {result, messages} = await check('passing');
    expect(messages).toEqual([]);
    expect(result.checked).toHaveLength(3);
    expect(result.exempt.map(({block, reason}) => `${block.line} ${reason}`)).toEqual(['33 pseudo-code of the request cycle']);
  });

  it('fails a block that says it shows a mistake but has none', () => {
    const result = checkExamples(
      [
        {
          file: 'x.mdx',
          line: 3,
          index: 1,
          language: 'js',
          meta: 'expect-error="wrong field"',
          title: null,
          text: "await tessera.documents('api::trail.trail').findMany({ fields: ['name'] });",
        },
      ],
      ROOT,
    );
    expect(result.problems.map(formatProblem)).toEqual([
      'x.mdx:3 (block 1, js): expected to fail (wrong field) but the check finds nothing wrong: fix the example or drop expect-error',
    ]);
  });
});

describe('fence metas', () => {
  it('reads the vocabulary and rejects what it does not know', () => {
    expect(fenceDirectives('title="a.js" fragment="controller"')).toMatchObject({fragment: 'controller', problems: []});
    expect(fenceDirectives('no-check="shell session"').noCheck).toBe('shell session');
    expect(fenceDirectives('fragment="somewhere"').problems[0]).toMatch(/names no context; use one of: server, controller/);
    expect(fenceDirectives('no-check').problems).toEqual(['no-check needs a reason: no-check="..."']);
  });
});
