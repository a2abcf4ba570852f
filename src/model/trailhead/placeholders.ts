/**
 * The placeholder values pages use for things a reader replaces (hosts, variable names, token variables, example
 * people): one value each, so a reader who copies from two pages gets the same names. `variants` are the spellings
 * pages have drifted to; the content check fails on them and names the value to use.
 */
export type Placeholder = {
  /** What it stands for, as a writer would look it up. */
  readonly meaning: string;
  /** The one value pages write. */
  readonly value: string;
  /** Spellings that mean the same thing and must not appear (matched as whole words). */
  readonly variants: readonly string[];
};

export const PLACEHOLDERS = {
  localServer: {meaning: 'A Tessera server on the reader’s machine (`npm run develop`)', value: 'http://localhost:1337', variants: []},
  server: {
    meaning: 'Trailhead’s self-hosted Tessera server in production (API and admin panel)',
    value: 'https://api.trailhead.example',
    variants: ['https://cms.trailhead.example'],
  },
  separateAdmin: {
    meaning: 'The admin panel when it is served apart from the server (`admin.url`)',
    value: 'https://admin.trailhead.example',
    variants: [],
  },
  website: {
    meaning: 'Trailhead’s public website, the front end that reads the API',
    value: 'https://trailhead.example',
    variants: ['https://www.trailhead.example'],
  },
  cloudProject: {meaning: 'Trailhead’s project on Tessera Cloud', value: 'https://trailhead-k4p7x.tessera.app', variants: []},
  cloudMedia: {meaning: 'The media host of that Cloud project', value: 'https://trailhead-k4p7x.media.tessera.app', variants: []},
  apiTokenVariable: {
    meaning: 'The environment variable that holds an API token, in code and in the shell',
    value: 'TESSERA_API_TOKEN',
    variants: ['$API_TOKEN', '$TOKEN', 'TESSERA_TOKEN', '${API_TOKEN}', '${TOKEN}'],
  },
  jwtVariable: {meaning: 'The shell variable that holds an end user’s JWT', value: '$JWT', variants: []},
  s3AccessKey: {meaning: 'The access key id of the S3 upload provider', value: 'AWS_ACCESS_KEY_ID', variants: ['S3_ACCESS_KEY_ID']},
  s3Secret: {
    meaning: 'The secret access key of the S3 upload provider',
    value: 'AWS_SECRET_ACCESS_KEY',
    variants: ['AWS_ACCESS_SECRET', 'S3_SECRET_ACCESS_KEY'],
  },
  s3Region: {meaning: 'The region of the S3 bucket', value: 'AWS_REGION', variants: ['S3_REGION']},
  s3Bucket: {meaning: 'The S3 bucket of the upload provider', value: 'AWS_BUCKET', variants: ['S3_BUCKET']},
  endUser: {
    meaning: 'An end user of the Trailhead website (Users & Permissions, Authenticated role); never an administrator',
    value: 'maya.hikes <maya@example.com>',
    variants: [],
  },
  secondEndUser: {meaning: 'A second end user (Authenticated role)', value: 'ana <ana@example.com>', variants: []},
  endUserPassword: {
    meaning:
      'The password pages give the example end users (maya.hikes and ana) when they register or log in; on a project created with `--example` they have none you know until you type it in **Content Manager** > **User**',
    value: 'Switchback-2024',
    variants: ['Trail-runner-42', 'Hiking-2024'],
  },
  administrator: {
    meaning: 'The first administrator of Trailhead’s admin panel (Super Admin); never an end user',
    value: 'Maya Okafor <maya.okafor@trailhead.example>',
    variants: [],
  },
  emailSender: {
    meaning: 'The sender of the emails Trailhead sends (`defaultFrom`, `from`, the Shipper email)',
    value: 'Trailhead <no-reply@trailhead.example>',
    variants: [],
  },
  emailReplyTo: {
    meaning: 'The address replies to those emails go to (`defaultReplyTo`, `replyTo`, the Response email)',
    value: 'support@trailhead.example',
    variants: ['hello@trailhead.example'],
  },
  editor: {meaning: 'A second administrator of the admin panel', value: 'Luis Ortega <luis.ortega@trailhead.example>', variants: []},
} as const satisfies Record<string, Placeholder>;
