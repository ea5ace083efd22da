// `npm run parse -- <file> [--kind myreport|risema]` (the root script runs this file with tsx).
import { runParseCommand } from './parse-command';

// npm runs scripts from the repository root; INIT_CWD is where the person typed the command, so a
// relative path means what they expect.
process.exitCode = runParseCommand(process.argv.slice(2), {
  cwd: process.env.INIT_CWD ?? process.cwd(),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
