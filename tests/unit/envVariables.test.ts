import {describe, expect, it} from 'vitest';
import {configTable} from '../../src/model/config';
import {dbclientEnvLines, envTableCells} from '../../src/lib/content/envVariables';

describe('environment variables from the configuration model', () => {
  it('writes the .env of --dbclient from the generated files’ defaults, with the client’s port', () => {
    expect(dbclientEnvLines('mysql')).toEqual([
      'DATABASE_CLIENT=mysql',
      'DATABASE_HOST=127.0.0.1',
      'DATABASE_PORT=3306',
      'DATABASE_NAME=tessera',
      'DATABASE_USERNAME=tessera',
      'DATABASE_PASSWORD=',
      'DATABASE_SSL=false',
    ]);
    expect(dbclientEnvLines('postgres')).toContain('DATABASE_PORT=5432');
  });

  it('lists a file’s variables with the default, the key that reads them and what they do', () => {
    const {head, rows} = envTableCells('server');
    expect(head).toEqual(['Variable', 'Default', 'Read by', 'Description']);
    expect(rows.map((row) => row.slice(0, 3))).toEqual([
      ['`HOST`', '`0.0.0.0`', '`config/server` (`host`)'],
      ['`PORT`', '`1337`', '`config/server` (`port`)'],
      ['`APP_KEYS`', 'none, required', '`config/server` (`app.keys`)'],
    ]);
  });

  it('names a plugin’s key under config/plugins, says when a variable is required, and lists several sources in order', () => {
    const rows = envTableCells('admin, plugin users-permissions').rows;
    expect(rows.find((row) => row[0] === '`API_TOKEN_SALT`')?.[1]).toBe('none, required to create API tokens');
    expect(rows.at(-1)?.slice(0, 3)).toEqual([
      '`JWT_SECRET`',
      'none, required by the `users-permissions` plugin',
      '`config/plugins` (`users-permissions.config.jwtSecret`)',
    ]);
    const database = envTableCells('database').rows;
    expect(database.find((row) => row[0] === '`DATABASE_PORT`')?.[1]).toBe('`5432` for PostgreSQL, `3306` for MySQL');
    expect(database.find((row) => row[0] === '`DATABASE_PASSWORD`')?.[1]).toBe('empty');
    // What the variable holds: its values, the clients it applies to, how a list is written.
    expect(database.find((row) => row[0] === '`DATABASE_CLIENT`')?.[3]).toContain('One of `sqlite`, `postgres`, `mysql`.');
    expect(database.find((row) => row[0] === '`DATABASE_URL`')?.[3]).toContain('PostgreSQL only.');
    expect(envTableCells('server').rows.find((row) => row[0] === '`APP_KEYS`')?.[3]).toContain('Separate several values with commas.');
  });

  it('fails on a source the model does not have, or one without variables', () => {
    expect(() => envTableCells('sever')).toThrow(/no "sever"/);
    expect(() => envTableCells('features')).toThrow(/no environment variable/);
  });

  it('lets a ConfigTable show chosen keys of a group, in the order asked, and names a key it lacks', () => {
    expect(configTable({file: 'api', group: 'rest', keys: 'rest.maxLimit, rest.defaultLimit'}).rows.map((row) => row.shown)).toEqual([
      'rest.maxLimit',
      'rest.defaultLimit',
    ]);
    expect(() => configTable({file: 'api', group: 'rest', keys: 'rest.maxLimits'})).toThrow(/no key rest\.maxLimits/);
  });
});
