#!/usr/bin/env node
// Electronegativity over the Electron app: the main process and preload sources (electron/) plus the
// renderer page as built (out/renderer/index.html, which carries the CSP from shared/csp.ts). Fails when
// any finding is above LOW; each remaining finding is justified where it is, in an `eng-disable` comment.
//
// The scanner looks up translations and Electron's release list online; offline those lookups fail after
// a short timeout and it goes on (the version is given with -e, so no release list is needed).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const stage = join('test-results', 'electronegativity');
const page = join('out', 'renderer', 'index.html');
if (!existsSync(page)) {
  console.error(`electron security scan: ${page} is missing — run the build first (npm run build)`);
  process.exit(1);
}
rmSync(stage, { recursive: true, force: true });
mkdirSync(join(stage, 'renderer'), { recursive: true });
cpSync('electron', join(stage, 'electron'), { recursive: true });
cpSync(page, join(stage, 'renderer', 'index.html'));

const electronVersion = JSON.parse(readFileSync('package.json', 'utf8')).devDependencies.electron;
const report = join(stage, 'report.csv');
const run = spawnSync(
  process.execPath,
  [
    'node_modules/@doyensec/electronegativity/dist/index.js',
    '--input',
    stage,
    '--relative',
    '--electron-version',
    electronVersion,
    '--output',
    report,
  ],
  { encoding: 'utf8', env: { ...process.env, LANG: 'en-US' } },
);
if (run.status !== 0 || !existsSync(report)) {
  console.error(`electron security scan: electronegativity failed (${run.status})\n${run.stdout}\n${run.stderr}`);
  process.exit(1);
}

/** One CSV row of the report: fields are plain or double-quoted (quotes doubled inside). */
function csvRow(line) {
  const fields = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      fields.push(field.trim());
      field = '';
    } else field += c;
  }
  fields.push(field.trim());
  return fields;
}

const SEVERITY = ['INFORMATIONAL', 'LOW', 'MEDIUM', 'HIGH'];
const rows = readFileSync(report, 'utf8')
  .split('\n')
  .slice(1)
  .filter((l) => l.trim())
  .map(csvRow);
const findings = rows.map(([check, severity, confidence, file, location, , description]) => ({
  check,
  severity,
  confidence,
  where: `${file}:${location}`,
  description,
}));
for (const f of findings)
  console.log(`${f.severity.padEnd(13)} ${f.confidence.padEnd(9)} ${f.check}  ${f.where}  ${f.description}`);
const tooSevere = findings.filter((f) => SEVERITY.indexOf(f.severity) > SEVERITY.indexOf('LOW'));
console.log(
  `electron security scan: ${findings.length} finding(s), ${tooSevere.length} above LOW (electronegativity, Electron ${electronVersion})`,
);
process.exit(tooSevere.length > 0 ? 1 : 0);
