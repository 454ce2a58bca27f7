// The Node version check both commands run first: the project needs Node 20.19 or newer.
export const MINIMUM_NODE = [20, 19];

export function checkNode() {
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  const [needMajor, needMinor] = MINIMUM_NODE;
  if (major > needMajor || (major === needMajor && minor >= needMinor))
    return `Node ${process.versions.node}`;
  throw new Error(
    `Node ${process.versions.node} is too old: practice desk needs Node ${needMajor}.${needMinor} or newer ` +
      '(https://nodejs.org, or `nvm install 20`).',
  );
}
