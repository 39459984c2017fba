// The install-script rule: a locked package with an install script runs it only after review. npm's
// allowScripts (package.json) is what npm enforces; supply-chain/install-scripts.json keeps the reason
// and the version reviewed, since this lockfile has no resolved URLs for npm to pin approvals to.

/** One sentence per package whose install script is not reviewed, or whose review is out of date. */
export function installScriptProblems(packages, allowScripts, reviews) {
  const problems = [];
  const reviewNames = Object.keys(reviews).filter((name) => !name.startsWith('$'));
  for (const pkg of packages.filter((candidate) => candidate.hasInstallScript)) {
    const review = reviews[pkg.name];
    const decision = allowScripts?.[pkg.name];
    if (!review) {
      problems.push(
        `${pkg.name}@${pkg.version}: has an install script and no review in supply-chain/install-scripts.json`,
      );
    } else if (review.reviewedVersion !== pkg.version) {
      problems.push(
        `${pkg.name}@${pkg.version}: its install script was reviewed for ${review.reviewedVersion}; review it again`,
      );
    } else if (decision !== review.allow) {
      problems.push(
        `${pkg.name}: package.json allowScripts says ${decision}, the review says ${review.allow}`,
      );
    } else if (!review.reason?.trim()) {
      problems.push(`${pkg.name}: the review gives no reason`);
    }
  }
  const locked = new Set(packages.filter((pkg) => pkg.hasInstallScript).map((pkg) => pkg.name));
  for (const name of new Set([...reviewNames, ...Object.keys(allowScripts ?? {})])) {
    if (!locked.has(name))
      problems.push(
        `${name}: reviewed or in allowScripts, but no locked package of that name has an install script`,
      );
  }
  return problems;
}
