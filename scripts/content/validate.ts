// npm run validate:content [-- --root <dir>]: checks every content file against its schema and the
// checks of scripts/content-checks/. Prints one line per problem (file, JSON pointer, message) and
// exits 1, or prints a summary and exits 0 (scripts/content/validateContentCli.ts).
import { validateContentCli } from './validateContentCli.ts';

process.exitCode = await validateContentCli(process.argv.slice(2));
