// The demo project's web server (playwright.config.ts): dist/ on the port given, until stopped.
import { startStaticServer } from './staticServer';

const port = Number(process.argv[2]);
const server = await startStaticServer('dist', port);
console.log(`Serving dist/ at ${server.url}`);
