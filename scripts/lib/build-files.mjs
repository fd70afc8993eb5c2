// Build output that must not be public: source maps, the bundler's stats and chunk maps (with their
// precompressed variants). Free of the domain package, so the build steps can load it before domain/dist exists.
export const PRIVATE_BUILD_FILES = /(?:\.map|\/webpack\.stats\.json|\/chunk-map\.json|\/\.cache\/.*)(?:\.br|\.gz)?$/i;
