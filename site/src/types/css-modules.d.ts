// Gatsby 5 compiles CSS Modules with named exports: `import * as styles from './x.module.css'`.
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export = classes;
}

declare module '*.css';
