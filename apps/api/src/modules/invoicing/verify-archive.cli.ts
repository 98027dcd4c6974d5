import { readFileSync } from 'node:fs';
import { checkArchive } from './ledger-archive-format.ts';

/**
 * `npm run verify-archive -- <file.tar> [expected key fingerprint]`: verifies a ledger archive
 * offline, without the database (docs/archive-format.md). Exit status 0 when valid, 1 when not,
 * 2 on a usage error.
 */
const [file, expected] = process.argv.slice(2);
if (!file) {
  console.error('Usage: npm run verify-archive -- <archive.tar> [expected key fingerprint]');
  process.exit(2);
}
const check = checkArchive(readFileSync(file), expected);
console.log(`Archive:   ${file}`);
console.log(`Company:   ${check.company ?? '?'}`);
console.log(`Period:    ${check.period ?? '?'}`);
console.log(`Key:       ${check.keyFingerprint ?? '?'}`);
console.log(`Links:     ${check.links}, closings: ${check.closings}`);
if (check.valid) {
  console.log('VALID: the signature, the files and the chain are intact.');
} else {
  console.log('NOT VALID:');
  for (const problem of check.problems) console.log(`  - ${problem}`);
}
process.exit(check.valid ? 0 : 1);
