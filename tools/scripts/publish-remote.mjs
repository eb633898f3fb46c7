#!/usr/bin/env node
/**
 * Publish one remote on its own and point the shell's remote manifest at it.
 * This is the whole deploy of a bot kind: no other app is built or touched.
 *
 *   npm run publish-remote -- <remote> --to <deploy-dir> --url <public-base-url> [--manifest <remotes.json>] [--no-build]
 *
 * 1. builds the remote (through the Nx cache; `nx affected` shows only it when only it changed),
 * 2. copies dist/apps/<remote> to <deploy-dir>/<remote>/<version>/, where <version> is a hash of
 *    the build's mf-manifest.json, so every publish is an immutable folder and a rollback is
 *    pointing the manifest back at an older folder,
 * 3. rewrites the manifest entry of that remote to <public-base-url>/<remote>/<version>/remoteEntry.js
 *    (atomically: write a temp file, then rename), leaving the other remotes as they are.
 *
 * The manifest defaults to dist/apps/shell/remotes.json (what `npm start` serves); a deployed
 * shell reads whatever file its host serves at /tb-static/shell/remotes.json (the simulator
 * serves SIM_REMOTES when set). Example, hosting the published remote on its own origin:
 *
 *   npm run publish-remote -- ranking --to /srv/bots --url http://127.0.0.1:4301 --manifest /srv/remotes.json
 *   node tools/scripts/static-server.mjs --dir /srv/bots --prefix / --port 4301 &
 *   SIM_REMOTES=/srv/remotes.json npm start
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BROWSER_APPS, root, runOrExit } from './lib.mjs';

export function publishRemote({ remote, from, to, url, manifest }) {
  if (!BROWSER_APPS.includes(remote) || remote === 'shell') throw new Error(`unknown remote "${remote}" (one of ${BROWSER_APPS.slice(1).join(', ')})`);
  const built = resolve(from ?? join(root, 'dist/apps', remote));
  const mfManifest = join(built, 'mf-manifest.json');
  if (!existsSync(mfManifest)) throw new Error(`${mfManifest} not found: build the remote first`);
  const version = createHash('sha256').update(readFileSync(mfManifest)).digest('hex').slice(0, 12);
  const target = join(resolve(to), remote, version);
  mkdirSync(target, { recursive: true });
  cpSync(built, target, { recursive: true });

  const manifestFile = resolve(manifest ?? join(root, 'dist/apps/shell/remotes.json'));
  const current = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const federationName = remote.replace(/-/g, '_');
  const entry = `${url.replace(/\/$/, '')}/${remote}/${version}/remoteEntry.js`;
  let found = false;
  current.remotes = current.remotes.map((item) => {
    if (item.name !== federationName) return item;
    found = true;
    return { ...item, entry };
  });
  if (!found) current.remotes.push({ name: federationName, area: remote, entry });
  const temp = `${manifestFile}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(current, null, 2)}\n`);
  renameSync(temp, manifestFile);
  return { version, target, entry, manifestFile };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      to: { type: 'string' },
      url: { type: 'string' },
      manifest: { type: 'string' },
      from: { type: 'string' },
      'no-build': { type: 'boolean', default: false },
    },
  });
  const [remote] = positionals;
  if (!remote || !values.to || !values.url) {
    console.error('usage: npm run publish-remote -- <remote> --to <deploy-dir> --url <public-base-url> [--manifest <remotes.json>] [--no-build]');
    process.exit(2);
  }
  if (!values['no-build'] && !values.from) runOrExit('npx', ['nx', 'run', `${remote}:build`]);
  try {
    const result = publishRemote({ remote, from: values.from, to: values.to, url: values.url, manifest: values.manifest });
    console.log(`Published ${remote} ${result.version} to ${result.target}`);
    console.log(`${result.manifestFile}: ${remote} → ${result.entry}`);
    console.log('Open pages pick it up on their next load; nothing else was rebuilt.');
  } catch (error) {
    console.error(`✖ ${error.message}`);
    process.exit(1);
  }
}
