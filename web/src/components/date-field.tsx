import { DatePicker, IconButton, Portal, Text, parseDate } from '@chakra-ui/react';
import type { DatePickerValueChangeDetails } from '@chakra-ui/react';
import { Calendar } from 'lucide-react';
import { useId } from 'react';

/** `30 de junho de 2027`: the pt-PT long form of a calendar date (`2027-06-30`). */
export function formatLongDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return '';
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat('pt-PT', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** Today in the device's calendar as `AAAA-MM-DD`. */
export function todayCalendarDate(now: Date = new Date()): string {
  return parseDate(now).toString();
}

/** The calendar date (`AAAA-MM-DD`, device's calendar) of an ISO instant, e.g. a licence's expiry. */
export function calendarDateOf(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : parseDate(date).toString();
}

const TRANSLATIONS = {
  trigger: (open: boolean) => (open ? 'Fechar calendário' : 'Abrir calendário'),
  prevTrigger: (view: string) =>
    view === 'year' ? 'Década anterior' : view === 'month' ? 'Ano anterior' : 'Mês anterior',
  nextTrigger: (view: string) =>
    view === 'year' ? 'Década seguinte' : view === 'month' ? 'Ano seguinte' : 'Mês seguinte',
  viewTrigger: (_view: string, next: string | undefined) =>
    next === 'year' ? 'Escolher o ano' : next === 'month' ? 'Escolher o mês' : 'Mudar de vista',
  clearTrigger: 'Limpar data',
  content: 'Calendário',
  placeholder: () => ({ day: 'dd', month: 'mm', year: 'aaaa' }),
};

/** Props of {@link DateField}. */
export interface DateFieldProps {
  label: string;
  /** The chosen date, `AAAA-MM-DD`, or empty. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Earliest selectable date, `AAAA-MM-DD`; today by default (past dates disabled). */
  min?: string;
  /** The field's error message (e.g. `Data de expiração é obrigatória`). */
  error?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * A date field in pt-PT (docs/design.md §4.11): typed as dd/mm/aaaa or picked from a calendar whose
 * weeks start on Monday, with dates before `min` disabled; the chosen date is repeated under the
 * field in the long form (`30 de junho de 2027`).
 */
export function DateField(props: DateFieldProps) {
  const previewId = useId();
  const errorId = useId();
  const min = props.min ?? todayCalendarDate();
  const value = /^\d{4}-\d{2}-\d{2}$/.test(props.value) ? [parseDate(props.value)] : [];
  const describedBy = [props.error ? errorId : null, value.length ? previewId : null]
    .filter(Boolean)
    .join(' ');

  const onValueChange = (details: DatePickerValueChangeDetails) => {
    props.onChange(details.value[0]?.toString() ?? '');
  };

  return (
    <DatePicker.Root
      locale="pt-PT"
      startOfWeek={1}
      min={parseDate(min)}
      value={value}
      onValueChange={onValueChange}
      name={props.name}
      required={props.required}
      disabled={props.disabled}
      invalid={Boolean(props.error)}
      translations={TRANSLATIONS}
      positioning={{ placement: 'bottom-start' }}
      width="full"
    >
      <DatePicker.Label>{props.label}</DatePicker.Label>
      <DatePicker.Control>
        <DatePicker.Input
          placeholder="dd/mm/aaaa"
          onBlur={props.onBlur}
          aria-describedby={describedBy || undefined}
          aria-invalid={props.error ? true : undefined}
        />
        <DatePicker.IndicatorGroup>
          <DatePicker.Trigger asChild>
            <IconButton variant="ghost" size="xs" aria-label="Abrir calendário">
              <Calendar aria-hidden />
            </IconButton>
          </DatePicker.Trigger>
        </DatePicker.IndicatorGroup>
      </DatePicker.Control>
      {value.length ? (
        <Text id={previewId} fontSize="sm" color="fg.muted">
          {formatLongDate(props.value)}
        </Text>
      ) : null}
      {props.error ? (
        <Text id={errorId} fontSize="sm" color="fg.error">
          {props.error}
        </Text>
      ) : null}
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
