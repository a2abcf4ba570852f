/** Serves a build with the nginx recipe until Ctrl-C: npx tsx scripts/nginx/serve.mts [--dir build] [--port 5100] */
import {parseArgs} from 'node:util';
import {startNginx} from '../../tests/support/nginx';

const {values} = parseArgs({options: {dir: {type: 'string', default: 'build'}, port: {type: 'string', default: '5100'}}});
const nginx = await startNginx({dir: values.dir, port: Number(values.port)});
console.log(`nginx serves ${values.dir} on ${nginx.url}${nginx.brotli ? ' (gzip and brotli)' : ' (gzip)'}`);
const stop = () => void nginx.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
