// Builds THIRD-PARTY-NOTICES.txt from an SBOM: each shipped package's declared licence and the licence
// and notice files it carries (what MIT, BSD and Apache-2.0 ask to accompany copies).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const licenceFile = /^(licen[cs]e|copying|notice)(\.|-|$)/i;

function declaredLicence(component) {
  const names = (component.licenses ?? []).map(
    (entry) => entry.expression ?? entry.license?.id ?? entry.license?.name,
  );
  return names.filter(Boolean).join(' AND ') || 'no licence declared';
}

/** The texts of a package's LICENSE/LICENCE/COPYING/NOTICE files, or [] when it is not installed here. */
export function licenceTexts(packageDir) {
  if (!existsSync(packageDir)) return [];
  return readdirSync(packageDir)
    .filter((name) => licenceFile.test(name))
    .sort()
    .map((name) => readFileSync(path.join(packageDir, name), 'utf8').trim());
}

/** The notices for `sbom`'s components (our own @credence packages left out), packages read from `root`. */
export function noticesText(sbom, root, title) {
  const components = (sbom.components ?? [])
    .filter((component) => component.group !== '@credence')
    .map((component) => ({
      id: `${component.group ? `${component.group}/` : ''}${component.name}@${component.version}`,
      licence: declaredLicence(component),
      dir: component.properties?.find((property) => property.name === 'cdx:npm:package:path')?.value,
    }))
    .sort((a, b) => a.id.localeCompare(b.id));
  const unique = components.filter(
    (component, index) => index === 0 || components[index - 1].id !== component.id,
  );
  const sections = unique.map((component) => {
    const texts = component.dir ? licenceTexts(path.join(root, component.dir)) : [];
    const body =
      texts.length > 0
        ? texts.join('\n\n')
        : '(The package carries no licence file; see its declared licence.)';
    return `${'-'.repeat(78)}\n${component.id}\nLicence: ${component.licence}\n\n${body}\n`;
  });
  return `${title}\n\nThis software includes the following ${unique.length} third-party packages.\n\n${sections.join('\n')}`;
}
