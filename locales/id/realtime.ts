/** Live updates (docs/realtime.md): who else is working on a ticket right now. */
export const realtimeText = {
  /** "Budi sedang mengetik...", "Budi dan Sari sedang mengetik...", "Budi, Sari dan Dewi sedang mengetik...". */
  typing: (names: string[]) => {
    const who = names.length > 1 ? `${names.slice(0, -1).join(', ')} dan ${names.at(-1)}` : names[0];
    return `${who} sedang mengetik...`;
  },
} as const;
