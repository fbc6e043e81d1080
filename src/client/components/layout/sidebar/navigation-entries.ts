/** SPEC 2 navigation entries, in order. */
export const navigationEntries = [
  { path: '/', label: 'AI Analyst' },
  { path: '/pipeline', label: 'Pipeline' },
  { path: '/documents', label: 'Documents' },
  { path: '/tools', label: 'Tools' },
  { path: '/analytics', label: 'Analytics' },
] as const;
