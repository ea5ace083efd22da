/** `1 alteração` / `3 alterações`: a count with the singular or plural Portuguese noun. */
export function countLabel(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
