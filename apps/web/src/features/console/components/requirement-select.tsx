import { useTranslation } from 'react-i18next';
import { useRequirements } from '../api/console';

/** The group's requirement sets, to invite to. */
export function RequirementSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const requirements = useRequirements(true);
  const options = requirements.data ?? [];
  const chosen = value || options[0]?.id || '';
  if (!value && chosen) queueMicrotask(() => onChange(chosen));
  return (
    <div className="console__field">
      <label htmlFor={id}>{t('console.invite.requirement')}</label>
      <select id={id} value={chosen} onChange={(event) => onChange(event.target.value)} required>
        {options.map((requirement) => (
          <option key={requirement.id} value={requirement.id}>
            {requirement.name}
          </option>
        ))}
      </select>
    </div>
  );
}
