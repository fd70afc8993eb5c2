// An empty module: what the browser bundle gets in place of a part of Gatsby's runtime the site never runs
// (src/bundling-webpack.ts, withoutUnusedGatsbyRuntime).
export {};
