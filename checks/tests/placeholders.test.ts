import {describe, expect, it} from 'vitest';
import {placeholderVariantProblems} from '../content/placeholders';

const TABLE = {
  token: {meaning: 'the token variable', value: 'DEMO_TOKEN', variants: ['$TOKEN', 'OLD_TOKEN']},
  host: {meaning: 'the server', value: 'https://api.demo.example', variants: ['https://cms.demo.example']},
};

describe('placeholder values that drifted', () => {
  it('names each variant at its line, in prose and in code, with the value to write', () => {
    const body = 'Set the token.\n\n```bash\ncurl -H "Authorization: Bearer $TOKEN" https://cms.demo.example/api\n```\n';
    expect(placeholderVariantProblems(body, TABLE)).toEqual([
      {line: 4, message: 'placeholder `$TOKEN`: write `DEMO_TOKEN` (the token variable; src/model/trailhead/placeholders.ts, token)'},
      {
        line: 4,
        message:
          'placeholder `https://cms.demo.example`: write `https://api.demo.example` (the server; src/model/trailhead/placeholders.ts, host)',
      },
    ]);
  });

  it('matches whole words only: a longer name that contains a variant passes', () => {
    expect(placeholderVariantProblems('Use $TOKEN_SALT and OLD_TOKENS and $DEMO_TOKEN.', TABLE)).toEqual([]);
  });
});
