import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import serveHandler from 'serve-handler';

/**
 * The reader-tools fixture (tests/fixtures/reader-tools) is built twice by scripts/test.sh, as revisions A and B of
 * the site: two deploys. FixtureSite serves one of them and can switch to the other, as a host does when a deploy
 * replaces the build.
 */
export const FIXTURES = path.resolve(__dirname, '../fixtures/reader-tools/build');

export const BUILD_FIXTURE = (revision: 'A' | 'B') =>
  `READER_TOOLS_REVISION=${revision} npx docusaurus build --config tests/fixtures/reader-tools/docusaurus.config.ts --out-dir tests/fixtures/reader-tools/build/${revision.toLowerCase()}`;

/** A static server for one fixture build at a time (a "deploy" switches it), on a port that survives a restart. */
export class FixtureSite {
  revision: 'a' | 'b' = 'a';
  private server: http.Server | null = null;
  port = 0;

  async start(): Promise<string> {
    for (const revision of ['A', 'B'] as const) {
      const dir = path.join(FIXTURES, revision.toLowerCase());
      if (!fs.existsSync(path.join(dir, 'sw.js'))) throw new Error(`${dir} is missing: build it with "${BUILD_FIXTURE(revision)}"`);
    }
    this.server = http.createServer(
      (req, res) => void serveHandler(req, res, {public: path.join(FIXTURES, this.revision), cleanUrls: true, trailingSlash: false}),
    );
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return `http://127.0.0.1:${this.port}`;
  }

  /** Takes the site off the network: every request then fails, as it does for a reader without a connection. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
