/** The letter shown in a person's avatar: the first letter of the name they are shown by. */
export function userInitial(name: string): string {
  return name.charAt(0).toUpperCase() || '?';
}
