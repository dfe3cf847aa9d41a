import { COMMON_COURSE_LANGUAGES } from '#domain/language';
import { SelectField } from '#features/admin/common/fields.tsx';

/**
 * The course's language, picked from the common ones. A course saved with another tag (through the
 * API) shows it as a choice too, so that opening and saving the form never changes it.
 */
export function LanguageField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const common = COMMON_COURSE_LANGUAGES.map(({ tag, name }) => ({ value: tag, label: `${name} (${tag})` }));
  const options = common.some((option) => option.value === value) ? common : [{ value, label: value }, ...common];
  return <SelectField label="Language" value={value} options={options} onChange={onChange} />;
}
