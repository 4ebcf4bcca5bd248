/**
 * The Turkish tax identification number (VKN, vergi kimlik numarası): 10 digits, the last a check
 * digit over the first nine (Gelir İdaresi's rule): each digit plus its distance from the end, mod 10,
 * times that power of two, mod 9 (9 instead of 0 unless the first step gave 0); the check digit brings
 * the sum to a multiple of 10.
 */
export function vknCheckDigit(firstNine: string): number {
  let sum = 0;
  for (let index = 0; index < 9; index++) {
    const shifted = (Number(firstNine[index]) + 9 - index) % 10;
    let weighted = (shifted * 2 ** (9 - index)) % 9;
    if (shifted !== 0 && weighted === 0) weighted = 9;
    sum += weighted;
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether the text is a well-formed VKN: exactly 10 digits with the right check digit. */
export function isValidVkn(value: string): boolean {
  return /^\d{10}$/.test(value) && vknCheckDigit(value.slice(0, 9)) === Number(value[9]);
}

/** A valid VKN made of nine given digits and their check digit (for seeds and tests). */
export function vknFrom(firstNine: string): string {
  return `${firstNine}${vknCheckDigit(firstNine)}`;
}
