// `npm start`: the embedded Supabase-compatible backend, then the site, both on this machine.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const viteCli = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
const children = [];

function run(args, label, onLine) {
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (text) => {
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      console.log(`[${label}] ${line}`);
      onLine?.(line);
    }
  });
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[${label}] stopped with code ${code}; stopping everything.`);
      stop(code ?? 1);
    }
  });
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// tsx as a loader in the backend's own process, so stopping that process stops the backend.
run(['--import', 'tsx', 'supabase/local/main.ts'], 'backend', (line) => {
  if (!line.startsWith('Local Supabase API')) return;
  run([viteCli, '--port', '5173', '--strictPort'], 'site', (siteLine) => {
    if (/ready in/i.test(siteLine)) {
      console.log(
        '\nThe site is at http://localhost:5173 and its backend at http://127.0.0.1:54321.\n' +
          'Log in from the footer with the admin login printed above. Press Ctrl+C to stop.\n',
      );
    }
  });
});
