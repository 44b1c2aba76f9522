/** The first download's part of en.json (`FIRST_PAGE_KEYS`), made by `firstPageWords()` in vite.config.ts. */
declare module 'virtual:first-page-words' {
  const words: Record<string, unknown>;
  export default words;
}
