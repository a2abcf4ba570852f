import {describe, expect, it} from 'vitest';
import {checkDocumentCalls, documentCalls, formatDocumentProblem} from '../examples/documentOutputs';
import {runCall} from '../examples/runCall';
import {ROOT, fixtureModels} from './support/fixturePages';

async function check(name: string) {
  const result = await checkDocumentCalls(documentCalls(await fixtureModels(name), ROOT));
  return {result, messages: result.problems.map(formatDocumentProblem)};
}

describe('the Document Service kind of the example check runs each block of calls and holds its Result to it', () => {
  it('reports every difference between a Result and the data in one run, each with its line and JSON path', async () => {
    const {result, messages} = await check('documents-result-differs');
    expect(result.computed).toHaveLength(1);
    expect(result.failing).toBe(1);
    const at = 'checks/fixtures/examples/documents-result-differs.mdx:17 (block 2, json): ';
    const fix = ' (`npm run check examples -- --fix-responses` rewrites it)';
    expect(messages).toEqual([
      `${at}name: page shows "Summit Ramen", the example project answers "Pine Cone Bistro"${fix}`,
      `${at}capacity: page shows 24, the example project answers 40${fix}`,
      `${at}rating: page shows 5, the example project answers without rating${fix}`,
      `${at}categories[1].name: page shows "Terrace", the example project answers "Lakeside"${fix}`,
    ]);
    expect(result.fixes).toHaveLength(1);
  });

  it('fails a populate option that does not exist with the runtime’s own diagnostic, with no Result shown', async () => {
    const {result, messages} = await check('documents-unknown-populate-option');
    expect(result.computed).toHaveLength(0);
    expect(messages).toEqual([
      'checks/fixtures/examples/documents-unknown-populate-option.mdx:8 (block 1, js): the runtime refuses the call: populate[reviews][limit]: `limit` is no option of populate; options: populate, fields, filters, sort, on',
    ]);
  });

  it('passes whole Results, excerpts, a write read back on the same runtime and a printed value; lists the exempt one', async () => {
    const {result, messages} = await check('documents-passing');
    expect(messages).toEqual([]);
    expect(result.computed).toHaveLength(3);
    expect(result.exempt.map(({reason}) => reason)).toEqual(["a fixture's reason: the article an editor published last"]);
    expect(result.notRun.map(({reason}) => reason)).toEqual(['it uses tessera.service, which the example runtime does not have']);
  });

  it('asks a shortened Result to say so, and a whole one not to', async () => {
    const {result} = await check('documents-passing');
    const [call] = result.computed.filter(({result}) => result?.title === 'Result (excerpt)');
    const whole = {...call!, result: {...call!.result!, title: 'Result'}};
    const excerpt = result.computed.find(({result}) => result?.text.trim() === '3')!;
    const checked = await checkDocumentCalls([whole, {...excerpt, result: {...excerpt.result!, title: 'Result (excerpt)'}}]);
    expect(checked.problems.map(({message}) => message)).toEqual([
      'the Result leaves out parts of what the call returns: say so to the reader, title it "Result (excerpt)"',
      'the Result shows all the call returns: title it "Result", without "(excerpt)"',
    ]);
  });
});

describe('a Result after no block of calls', () => {
  it('fails unless it says why it is not computed, and is listed with its reason when it does', async () => {
    const result = {file: 'x.mdx', line: 9, index: 2, language: 'json', meta: 'title="Result"', title: 'Result', text: '{}'};
    const exempt = {...result, line: 19, meta: 'title="Result" not-computed="the Entity Service is not in the runtime"'};
    const checked = await checkDocumentCalls([
      {block: null, result},
      {block: null, result: exempt},
    ]);
    expect(checked.problems.map(formatDocumentProblem)).toEqual([
      'x.mdx:9 (block 2, json): a Result right after no block of Document Service or Query Engine calls is not computed: put it right after the calls it shows, or mark it not-computed="<why>"',
    ]);
    expect(checked.exempt.map(({reason}) => reason)).toEqual(['the Entity Service is not in the runtime']);
  });
});

describe('runCall', () => {
  it('runs each block on a fresh copy of the example project: a write in one run is not in the next', async () => {
    const write = `await tessera.documents('api::restaurant.restaurant').delete({ documentId: 'k9zjr0xq7v5n2m8p4w1ty6ce', locale: '*' });
const left = await tessera.documents('api::restaurant.restaurant').count();`;
    expect(await runCall(write, 'js')).toMatchObject({kind: 'result', value: 6, calls: 2});
    expect(await runCall(`await tessera.documents('api::restaurant.restaurant').count();`, 'js')).toMatchObject({value: 7});
  });

  it('says what a block reaches for that the runtime does not have, or what it throws', async () => {
    expect(await runCall(`await tessera.db.transaction(async () => {});`, 'js')).toEqual({
      kind: 'cannot-run',
      reason: 'it throws: tessera.db.transaction is not a function',
    });
    expect(await runCall(`ctx.body = await tessera.documents('api::review.review').count();`, 'js')).toEqual({
      kind: 'cannot-run',
      reason: 'it throws: ctx is not defined',
    });
  });
});
