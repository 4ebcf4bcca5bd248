/** A LIKE/ILIKE pattern for "contains": `%`, `_` and `\` typed by the user match themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
