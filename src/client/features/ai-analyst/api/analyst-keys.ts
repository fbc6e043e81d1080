/** Query keys of the analyst chat; they spell the API path like the app's other keys. */
export const analystKeys = {
  conversations: ['/api/ai/conversations'] as const,
  conversation: (id: number) => ['/api/ai/conversations', id] as const,
};
