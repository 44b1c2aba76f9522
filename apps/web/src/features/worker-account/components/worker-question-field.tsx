import { Checkbox, Fieldset, Radio, Stack, Text } from '@mantine/core';
import type { TWorkerQuestion } from '@statera/shared';
import { useTranslation } from 'react-i18next';

const UNKNOWN = 'unknown';

/**
 * One working-practices question as the worker answers it: one answer (radio) or several
 * (checkboxes, where the questionnaire allows), and always "I don't know".
 */
export function WorkerQuestionField({
  question,
  value,
  onChange,
  missing,
}: {
  question: TWorkerQuestion;
  value: string[];
  onChange: (next: string[]) => void;
  missing: boolean;
}) {
  const { t } = useTranslation();
  const unknown = t('workerAccount.page.unknown');
  const legend = (
    <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
      {question.content}
    </Text>
  );
  const error = missing ? t('errors.required') : undefined;
  if (question.type === 'multiple') {
    const toggle = (id: string, on: boolean) => {
      if (id === UNKNOWN) return onChange(on ? [UNKNOWN] : []);
      const rest = value.filter((v) => v !== UNKNOWN && v !== id);
      onChange(on ? [...rest, id] : rest);
    };
    return (
      <Fieldset legend={legend} variant="unstyled">
        <Text size="xs" c="dimmed" mb={6}>
          {question.helpText}
        </Text>
        <Stack gap={6}>
          {[...question.answers, { id: UNKNOWN, content: unknown }].map((a) => (
            <Checkbox
              key={a.id}
              label={a.content}
              checked={value.includes(a.id)}
              onChange={(e) => toggle(a.id, e.currentTarget.checked)}
            />
          ))}
        </Stack>
        {error && (
          <Text c="red" size="xs" mt={4}>
            {error}
          </Text>
        )}
      </Fieldset>
    );
  }
  return (
    <Radio.Group
      name={question.id}
      label={legend}
      description={question.helpText}
      value={value[0] ?? ''}
      onChange={(v) => onChange([v])}
      error={error}
    >
      <Stack gap={6} mt={6}>
        {[...question.answers, { id: UNKNOWN, content: unknown }].map((a) => (
          <Radio key={a.id} value={a.id} label={a.content} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
