import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from './money';

/**
 * Amounts of the API (decimal text of the major unit, "1000.00") as they read on screen in the interface
 * language: "₺1.000,00". Only displayed: no arithmetic is done on them here.
 */
export function useMoney() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useCallback(
    (amount: string, currency: string) => formatMoney(Number(amount), language, currency),
    [language],
  );
}
