/** The id of the dropdown's option `index`: the box names it as its active descendant. */
export const searchOptionId = (listboxId: string, index: number): string => `${listboxId}-option-${index}`;
