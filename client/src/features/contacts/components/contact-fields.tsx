import {
  Badge,
  Combobox,
  createListCollection,
  DatePicker,
  HStack,
  IconButton,
  Image,
  NativeSelect,
  parseDate,
  Portal,
  Text,
} from '@chakra-ui/react';
import { useMemo, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCalendar } from 'react-icons/lu';
import { isCalendarDate, localToday } from '../contact-form';
import { CONTACT_LABELS, EARLIEST_BIRTHDAY, isContactLabel } from '../contact-rules';
import { filterCountries, type CountryOption } from '../countries';

/** An e-mail's or phone number's label as a small badge, translated; nothing when there is none. */
export function ContactLabelBadge({ label }: { label: string | null }) {
  const { t } = useTranslation();
  if (!label) return null;
  return (
    <Badge size="sm" variant="subtle" colorPalette="gray">
      {isContactLabel(label) ? t(`contacts.labels.${label}`) : label}
    </Badge>
  );
}

/** Personal, Mobile, Work or Home, or none. */
export function LabelSelect({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  /** Accessible name (the row's "Label of …"). */
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <NativeSelect.Root size="sm" w={{ base: 'auto', sm: '36' }} flex={{ base: '1', sm: 'none' }}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('contacts.labels.none')}</option>
        {CONTACT_LABELS.map((name) => (
          <option key={name} value={name}>
            {t(`contacts.labels.${name}`)}
          </option>
        ))}
        {value && !isContactLabel(value) ? <option value={value}>{value}</option> : null}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

interface CountrySelectProps {
  countries: readonly CountryOption[];
  /** ISO code, '' for none. */
  value: string;
  onChange: (iso: string) => void;
  label: string;
  invalid?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** A searchable country picker: flag, name and dial code; type a name, an ISO code or "+90". */
export function CountrySelect({ countries, value, onChange, label, invalid, inputRef }: CountrySelectProps) {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState('');
  const selected = countries.find((country) => country.iso === value);
  const collection = useMemo(
    () =>
      createListCollection({
        items: filterCountries(countries, filter, i18n.language),
        itemToString: (country) => country.name,
        itemToValue: (country) => country.iso,
      }),
    [countries, filter, i18n.language],
  );

  return (
    <Combobox.Root
      size="sm"
      w={{ base: 'full', sm: '56' }}
      flexShrink="0"
      collection={collection}
      value={value ? [value] : []}
      defaultInputValue={selected?.name ?? ''}
      onValueChange={(details) => onChange(details.value[0] ?? '')}
      onInputValueChange={(details) => setFilter(details.reason === 'input-change' ? details.inputValue : '')}
      onOpenChange={(details) => {
        if (!details.open) setFilter('');
      }}
      openOnClick
      inputBehavior="autohighlight"
      invalid={invalid}
      lazyMount
      unmountOnExit
    >
      <Combobox.Control position="relative">
        {selected ? (
          <Image
            src={selected.flagImagePos}
            alt=""
            position="absolute"
            insetStart="2.5"
            top="50%"
            transform="translateY(-50%)"
            w="5"
            h="3.5"
            objectFit="cover"
            rounded="xs"
            zIndex="1"
            pointerEvents="none"
          />
        ) : null}
        <Combobox.Input
          ref={inputRef}
          aria-label={label}
          placeholder={t('contacts.form.countryPlaceholder')}
          ps={selected ? '9' : undefined}
        />
        <Combobox.IndicatorGroup>
          <Combobox.Trigger />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content maxH="72" minW="64">
            <Combobox.Empty>{t('contacts.form.noCountry')}</Combobox.Empty>
            {collection.items.map((country) => (
              <Combobox.Item key={country.iso} item={country}>
                <HStack gap="2" flex="1" minW="0">
                  <Image src={country.flagImagePos} alt="" w="5" h="3.5" objectFit="cover" rounded="xs" />
                  <Combobox.ItemText truncate>{country.name}</Combobox.ItemText>
                  <Text as="span" color="fg.muted" textStyle="xs" ms="auto">
                    {country.code}
                  </Text>
                </HStack>
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}

interface BirthdayPickerProps {
  /** YYYY-MM-DD or ''. */
  value: string;
  onChange: (value: string) => void;
  label: string;
  invalid?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** A date picker for a birthday: typed in the UI language's format or chosen on a calendar. */
export function BirthdayPicker({ value, onChange, label, invalid, inputRef }: BirthdayPickerProps) {
  const { t, i18n } = useTranslation();
  const today = localToday();
  const translations = useMemo(
    () => ({
      trigger: (open: boolean) => (open ? t('contacts.form.closeCalendar') : t('contacts.form.openCalendar')),
      clearTrigger: t('contacts.form.clearBirthday'),
      prevTrigger: () => t('contacts.form.previous'),
      nextTrigger: () => t('contacts.form.next'),
      viewTrigger: () => t('contacts.form.switchView'),
      content: t('contacts.form.calendar'),
    }),
    [t],
  );
  return (
    <DatePicker.Root
      size="sm"
      maxW={{ base: 'full', sm: '64' }}
      value={isCalendarDate(value) ? [parseDate(value)] : []}
      onValueChange={(details) => onChange(details.value[0]?.toString() ?? '')}
      locale={i18n.language}
      min={parseDate(EARLIEST_BIRTHDAY)}
      max={parseDate(today)}
      translations={translations}
      invalid={invalid}
      positioning={{ placement: 'bottom-start' }}
      lazyMount
      unmountOnExit
    >
      <DatePicker.Control>
        <DatePicker.Input
          ref={inputRef}
          aria-label={label}
          placeholder={t('contacts.form.birthdayPlaceholder')}
        />
        <DatePicker.IndicatorGroup>
          <DatePicker.ClearTrigger />
          <DatePicker.Trigger asChild>
            <IconButton size="xs" variant="ghost" aria-label={t('contacts.form.openCalendar')}>
              <LuCalendar />
            </IconButton>
          </DatePicker.Trigger>
        </DatePicker.IndicatorGroup>
      </DatePicker.Control>
      <Portal>
        <DatePicker.Positioner>
          <DatePicker.Content>
            <DatePicker.View view="day">
              <DatePicker.Header />
              <DatePicker.DayTable />
            </DatePicker.View>
            <DatePicker.View view="month">
              <DatePicker.Header />
              <DatePicker.MonthTable />
            </DatePicker.View>
            <DatePicker.View view="year">
              <DatePicker.Header />
              <DatePicker.YearTable />
            </DatePicker.View>
          </DatePicker.Content>
        </DatePicker.Positioner>
      </Portal>
    </DatePicker.Root>
  );
}
