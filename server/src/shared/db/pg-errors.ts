/** The SQLSTATE of a driver error, or undefined for anything else. */
export function pgCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown; driverError?: { code?: unknown } }).code;
  const driverCode = (error as { driverError?: { code?: unknown } }).driverError?.code;
  const value = code ?? driverCode;
  return typeof value === 'string' ? value : undefined;
}

export const isUniqueViolation = (error: unknown): boolean => pgCode(error) === '23505';
