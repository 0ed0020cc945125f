// Shared with the event desk: the one field-error style of the administrator's forms.
export { FieldError } from '@/components/ui/field-error';
