// The connection check's query key (docs/deploy.md section 3).
export const connectionKeys = {
  all: ['connections'] as const,
  check: () => [...connectionKeys.all, 'check'] as const,
};
