// A webpack loader of the browser bundle (src/bundling-webpack.ts, catalogueWhereNamed): a module whose source names
// a key of one of the given catalogue groups — a string or template literal starting with one of the group's key
// prefixes ('forum.title', `forum.sort.${sort}`) — gets an import of that group's registration
// (src/i18n-groups/<group>.ts) ahead of its own imports. The texts then travel in the chunk of the modules that
// name them and are in the catalogue before any of those modules runs. Naming a prefix too many costs bytes only.
const fs = require('node:fs');
const path = require('node:path');

const prefixesOf = new Map();

/** The key prefixes (first segments) of a group file of domain/src/messages. */
function prefixes(file) {
  if (!prefixesOf.has(file)) {
    const keys = [...fs.readFileSync(file, 'utf8').matchAll(/^\s*'([^'.]+)\.[^']*':/gm)].map((m) => m[1]);
    prefixesOf.set(file, [...new Set(keys)]);
  }
  return prefixesOf.get(file);
}

module.exports = function catalogueWhereNamed(source) {
  const { catalogueDir, registrationDir, groups } = this.getOptions();
  const imports = [];
  for (const group of groups) {
    const file = path.join(catalogueDir, `${group}.ts`);
    this.addDependency(file);
    const named = prefixes(file).some((prefix) => new RegExp(`['"\`]${prefix}\\.[\\w$.{]`).test(source));
    if (named) imports.push(`import ${JSON.stringify(path.join(registrationDir, `${group}.ts`))};\n`);
  }
  return imports.join('') + source;
};
