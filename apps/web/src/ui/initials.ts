/** Two letters for an avatar: first and last name initials, else the start of the username. */
export const initialsOf = (firstName: string | null, lastName: string | null, username: string): string => {
  const letters = `${firstName?.trim()[0] ?? ''}${lastName?.trim()[0] ?? ''}`;
  return (letters || username.slice(0, 2)).toUpperCase();
};
