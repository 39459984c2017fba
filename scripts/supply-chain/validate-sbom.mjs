// Validates CycloneDX JSON against the schema of the spec version it declares (CycloneDX's own library
// and schemas), so a malformed or truncated SBOM fails the build instead of shipping.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Spec, Validation } from '@cyclonedx/cyclonedx-library';

/** null when `text` is a valid CycloneDX JSON document, else a description of what is wrong. */
export async function sbomProblem(text) {
  let document;
  try {
    document = JSON.parse(text);
  } catch (error) {
    return `not JSON: ${error.message}`;
  }
  if (document?.bomFormat !== 'CycloneDX') return 'bomFormat is not "CycloneDX"';
  const version = Object.values(Spec.Version).find((candidate) => candidate === document.specVersion);
  if (!version) return `unknown CycloneDX specVersion "${document.specVersion}"`;
  // Rejects (does not answer null) when ajv and its formats are missing, so a broken set-up is not "valid".
  const errors = await new Validation.JsonStrictValidator(version).validate(text);
  if (errors) return JSON.stringify(errors, null, 2);
  if (!Array.isArray(document.components) || document.components.length === 0) return 'lists no components';
  return null;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  let failed = false;
  for (const file of process.argv.slice(2)) {
    const problem = await sbomProblem(readFileSync(file, 'utf8'));
    if (problem) {
      failed = true;
      console.error(`${file} is not a valid CycloneDX SBOM: ${problem}`);
    } else console.log(`${file}: valid CycloneDX`);
  }
  if (failed || process.argv.length < 3) process.exit(1);
}
