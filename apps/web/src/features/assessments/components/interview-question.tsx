import { Badge, Button, Checkbox, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import type { TInterviewQuestion } from '@statera/shared';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The answer id the server takes for "I don't know" when a question allows it. */
export const UNKNOWN_ANSWER = 'unknown';

interface Props {
  question: TInterviewQuestion;
  onSubmit: (answers: string[]) => void;
  /** Going back hands over the current, unsaved selection so the panel can keep it. */
  onPrevious?: (selected: string[]) => void;
  /** A selection kept from an earlier visit (not saved yet); default: the saved answer. */
  initialSelection?: string[];
  submitting?: boolean;
  /** Move focus to the question when it appears (after Next or Previous), for keyboard and screen readers. */
  focusOnMount?: boolean;
}

/**
 * One interview question: radios for standard and initial-object questions, checkboxes for multiple,
 * plus "I don't know" when allowed (exclusive of the other answers). Next is disabled until chosen.
 */
export function InterviewQuestion({
  question,
  onSubmit,
  onPrevious,
  initialSelection,
  submitting,
  focusOnMount,
}: Props) {
  const { t } = useTranslation();
  const saved = question.answeredAnswers.map((a) => a.id);
  // After an earlier answer changed, the answer this question had comes back pre-selected to confirm.
  const suggested = saved.length === 0 ? question.suggestedAnswers.map((a) => a.id) : [];
  const [selected, setSelected] = useState<string[]>(() => initialSelection ?? (saved.length > 0 ? saved : suggested));
  const keepsSuggestion =
    suggested.length > 0 && selected.length === suggested.length && selected.every((id) => suggested.includes(id));
  const unsaved =
    selected.length > 0 && (selected.length !== saved.length || selected.some((id) => !saved.includes(id)));
  const options = [
    // The server may list "unknown" among the allowed answers; it is shown once, last, translated.
    ...question.allowedAnswers.filter((a) => a.id !== UNKNOWN_ANSWER).map((a) => ({ id: a.id, label: a.content })),
    ...(question.allowUnknown ? [{ id: UNKNOWN_ANSWER, label: t('assessments.interview.unknown') }] : []),
  ];
  const multiple = question.type === 'multiple';
  const labelId = `question-${question.id}`;
  const titleRef = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the question first appears
  useEffect(() => {
    if (focusOnMount) titleRef.current?.focus();
  }, []);

  const onMultipleChange = (values: string[]) => {
    const added = values.find((v) => !selected.includes(v));
    if (added === UNKNOWN_ANSWER) setSelected([UNKNOWN_ANSWER]);
    else setSelected(values.filter((v) => v !== UNKNOWN_ANSWER));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (selected.length > 0) onSubmit(selected);
  };

  const heading = (
    <Stack gap={4} mb="sm">
      <Group gap="xs">
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
          {question.sectionTitle} · {t('assessments.interview.questionOf', { position: question.positionInInterview })}
        </Text>
        {question.important && (
          <Badge size="xs" color="orange" variant="light">
            {t('assessments.interview.important')}
          </Badge>
        )}
      </Group>
      <Title order={3} fz="h4" id={labelId} ref={titleRef} tabIndex={-1} style={{ outline: 'none' }}>
        {question.content}
      </Title>
      {question.helpText && (
        <Text size="sm" c="dimmed" id={`${labelId}-help`}>
          {question.helpText}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {multiple ? t('assessments.interview.chooseMany') : t('assessments.interview.chooseOne')}
      </Text>
    </Stack>
  );
  const describedBy = question.helpText ? `${labelId}-help` : undefined;

  return (
    <Paper withBorder p="lg" radius="md" component="form" onSubmit={submit} aria-labelledby={labelId}>
      {heading}
      {multiple ? (
        <Checkbox.Group
          value={selected}
          onChange={onMultipleChange}
          aria-labelledby={labelId}
          aria-describedby={describedBy}
        >
          <Stack gap="sm" role="group" aria-labelledby={labelId}>
            {options.map((o) => (
              <Checkbox key={o.id} value={o.id} label={o.label} />
            ))}
          </Stack>
        </Checkbox.Group>
      ) : (
        <Radio.Group
          value={selected[0] ?? null}
          onChange={(v) => setSelected([v])}
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          name={labelId}
        >
          <Stack gap="sm">
            {options.map((o) => (
              <Radio key={o.id} value={o.id} label={o.label} />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {keepsSuggestion && (
        <Text size="xs" c="blue.8" mt="sm">
          {t('interviewUnchanged.preselected')}
        </Text>
      )}
      {unsaved && initialSelection && !keepsSuggestion && (
        <Text size="xs" c="dimmed" mt="sm">
          {t('interviewExtras.unsavedKept')}
        </Text>
      )}
      <Group justify="space-between" mt="lg">
        {onPrevious ? (
          <Button variant="default" onClick={() => onPrevious(selected)} disabled={submitting}>
            {t('assessments.interview.previous')}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" disabled={selected.length === 0} loading={submitting}>
          {keepsSuggestion ? t('interviewUnchanged.confirmOne') : t('assessments.interview.next')}
        </Button>
      </Group>
    </Paper>
  );
}
