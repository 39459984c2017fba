// The licence rule: every production package's declared SPDX expression must be satisfiable with the
// allowed licences alone (an OR may pick the allowed side; every part of an AND must be allowed).
import satisfies from 'spdx-satisfies';

/** One sentence per production package whose licence is not allowed, naming the package. */
export function licenceProblems(packages, policy) {
  const problems = [];
  const seen = new Set();
  for (const pkg of packages) {
    const id = `${pkg.name}@${pkg.version}`;
    if (pkg.dev || seen.has(id)) continue;
    seen.add(id);
    const reviewed = policy.reviewed?.[id];
    const licence = reviewed?.licence ?? pkg.license;
    if (!licence) {
      problems.push(`${id}: declares no licence (unknown licences are not allowed)`);
    } else if (!isAllowed(licence, policy.allowed)) {
      problems.push(
        `${id}: licence "${licence}" is not on the allow list (supply-chain/licence-policy.json)`,
      );
    }
  }
  return problems;
}

function isAllowed(expression, allowed) {
  try {
    return satisfies(expression, allowed);
  } catch {
    // Not an SPDX expression ("BSD", "SEE LICENSE IN ..."): unknown until someone reviews the text.
    return false;
  }
}
