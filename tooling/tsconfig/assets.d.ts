// Non-code imports of the packages with components, declared once for all of them (the
// `files` of react-library.json): side-effect CSS in stories, `?raw` text and Vite's glob
// import in tests.
declare module '*.css';

declare module '*?raw' {
  const content: string;
  export default content;
}

interface ImportMeta {
  glob<T>(
    patterns: string | readonly string[],
    options: { query?: string; import?: string; eager: true },
  ): Record<string, T>;
}
