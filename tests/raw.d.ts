// A file's text, as Vite's `?raw` import gives it (the docs' example files the tests read).
declare module '*?raw' {
  const text: string;
  export default text;
}
